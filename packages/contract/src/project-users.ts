import { z } from 'zod';
import { onlyDigits } from './common/masks.ts';
import { pageQuerySchema } from './common/pagination.ts';
import { isValidCpfCnpj, isValidEmail, validationMessages } from './common/validators.ts';

/**
 * Project users (spec core §2.5, §7.2): sign-in identities confined to one project, with one
 * mentor_ role. List with free-text search on name or e-mail, paging and sorting.
 */

export const PROJECT_USER_PAGE_SIZE = 10;
export const PROJECT_USER_SORT_COLUMNS = ['id', 'username', 'full_name', 'email', 'created_at'] as const;
export const PASSWORD_MIN_LENGTH = 8;

const fullName = z
  .string({ error: validationMessages.required('Nome') })
  .trim()
  .min(1, validationMessages.required('Nome'))
  .max(120, validationMessages.max('Nome', 120));
const email = z
  .string({ error: validationMessages.required('E-mail') })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, validationMessages.email('E-mail'));
const document = z
  .string()
  .trim()
  .nullish()
  .refine(
    (v) => v === null || v === undefined || v === '' || isValidCpfCnpj(v),
    validationMessages.cpfCnpj('CPF/CNPJ'),
  )
  .transform((v) => (v ? onlyDigits(v) : null));
const role = z
  .string({ error: validationMessages.required('Perfil') })
  .regex(/^mentor_[a-z0-9_]+$/, validationMessages.enum('Perfil'));

/** `GET /v1/project/{project}/user`: paged (10 per page, up to 100), searched on name or e-mail. */
export const projectUserListQuerySchema = pageQuerySchema({ perPage: PROJECT_USER_PAGE_SIZE }).extend({
  perPage: z.coerce.number().int().min(1).max(100).default(PROJECT_USER_PAGE_SIZE),
  search: z.string().trim().max(120).optional(),
});

/** A project user's id in the directory (a number of the built-in one, a UUID of Keycloak). */
export const projectUserIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'Identificador inválido');

/**
 * The reason of a deletion, checked by the reason policy before this schema; it may come in the
 * x-reason-code / x-reason-comment headers instead, with no body (read as null).
 */
export const projectUserDeleteSchema = z
  .object({ reason_code: z.string().nullish(), reason_comment: z.string().nullish() })
  .nullish();

/**
 * A new project user. No password: whoever sets a password never uses the account, so the member
 * sets their own through a one-use link sent to their e-mail.
 */
export const projectUserCreateSchema = z.object({
  username: z
    .string({ error: validationMessages.required('Usuário') })
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9._-]{2,59}$/,
      'O campo Usuário deve ter de 3 a 60 letras, números, ponto, hífen ou sublinhado',
    ),
  email,
  full_name: fullName,
  document,
  role,
  enabled: z.boolean({ error: validationMessages.boolean() }).default(true),
});
export type ProjectUserCreate = z.input<typeof projectUserCreateSchema>;

export const projectUserUpdateSchema = z.object({
  email,
  full_name: fullName,
  document,
  role,
  enabled: z.boolean({ error: validationMessages.boolean() }),
});
export type ProjectUserUpdate = z.input<typeof projectUserUpdateSchema>;

/**
 * A password reset takes no password: the member's password and authenticator are cleared, their
 * sessions end, and a one-use link to set a new password is sent to their e-mail (never to the
 * administrator). The body may be absent.
 */
export const resetPasswordSchema = z.object({}).nullish();
export type ResetPassword = z.input<typeof resetPasswordSchema>;

export const projectUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  document: z.string().nullable(),
  role: z.string().nullable(),
  enabled: z.boolean(),
  project_id: z.number().int(),
  created_at: z.string().nullable(),
});
export type ProjectUser = z.infer<typeof projectUserSchema>;

export const projectUserListSchema = z.object({
  data: z.array(projectUserSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type ProjectUserList = z.infer<typeof projectUserListSchema>;

/** Roles a project user may be given (mentor_ roles of the project or global, never super admin). */
export const assignableRoleSchema = z.object({
  role_name: z.string(),
  project_id: z.number().int().nullable(),
});
