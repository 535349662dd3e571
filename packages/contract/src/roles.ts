import { z } from 'zod';
import { validationMessages, zRecordId } from './common/validators.ts';

/** Roles and permissions (spec core §6, §7.7): list and filter, create, update, permissions. */

export const ROLE_PAGE_SIZE = 20;
export const ROLE_SORT_COLUMNS = ['id', 'role_name', 'project_id', 'updated_at'] as const;

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `GET /v1/role`: paged (20 per page, up to 200), by role name and project. */
export const roleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(ROLE_PAGE_SIZE),
  sortBy: z.string().max(64).optional(),
  sortDesc: booleanish.optional(),
  role_name: z.string().trim().max(64).optional(),
  project_id: zRecordId().optional(),
});
export type RoleListQuery = z.output<typeof roleListQuerySchema>;

export const roleBodySchema = z.object({
  role_name: z
    .string({ error: validationMessages.required('Nome do perfil') })
    .trim()
    .regex(
      /^[a-z][a-z0-9_-]{2,63}$/,
      'O campo Nome do perfil deve ter de 3 a 64 letras minúsculas, números, hífen ou sublinhado',
    ),
  project_id: z.number().int().positive().max(2_147_483_647).nullable(),
  description: z.string().trim().max(240, validationMessages.max('Descrição', 240)).default(''),
  permissions: z
    .array(z.string().min(1).max(80), { error: validationMessages.required('Permissões') })
    .max(500, validationMessages.arrayMax(500)),
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  /** Stable identity, fixed at creation: what staff hold in their roles; never renamed. */
  role_key: z.string(),
  role_name: z.string(),
  project_id: z.number().int().nullable(),
  project_trade: z.string().nullable(),
  description: z.string(),
  permissions: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({
  data: z.array(roleSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
});

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  label: z.object({ pt: z.string(), en: z.string() }).nullable(),
});
export type PermissionItem = z.infer<typeof permissionSchema>;
