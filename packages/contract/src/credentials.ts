/**
 * API credentials (identity-provider clients) and the catalogue of the platform's APIs
 * (financial/Pix/onboarding spec §2, §3, §7): request and response schemas shared by the
 * console and the server.
 */
import { z } from 'zod';
import { pagedResponseSchema, pageQuerySchema } from './common/pagination.ts';
import { isCalendarDay, zRecordId, zRequiredText } from './common/validators.ts';
import { multiValue } from './transactions.ts';

/** Identity providers a credential can live in; the path segment `{idp}` names one. */
export const IDP_NAMES = ['mentor', 'keycloak'] as const;
export type IdpName = (typeof IDP_NAMES)[number];
/** The built-in provider's name in paths. */
export const BUILT_IN_IDP: IdpName = 'mentor';
/** Path segment of the API catalogue (`/v1/{idp-client}/...`). */
export const IDP_CLIENT_SEGMENT = 'idp-client';

export const REQUEST_TYPES = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Days without a token after which a credential is flagged as unused. */
export const UNUSED_AFTER_DAYS = 90;
/** Longest grace window of a replaced secret: 7 days, in minutes. */
export const MAX_GRACE_MINUTES = 7 * 24 * 60;

export const CREDENTIAL_MESSAGES = {
  notFound: 'Credencial não encontrada.',
  idpNotInUse: 'Provedor de identidade não configurado.',
  rolesRequired: 'Informe ao menos uma permissão ou serviço.',
  unknownClientRole: 'Permissão desconhecida.',
  unknownRealmRole: 'Serviço desconhecido.',
  merchantNotInProject: 'O estabelecimento não pertence ao projeto.',
  projectNotFound: 'Projeto não encontrado.',
  alreadyInState: 'A credencial já está neste estado.',
  certificateNotFound: 'Certificado não cadastrado para o projeto.',
  scopeBeyondCaller: 'Você não pode dar a uma credencial acesso que você mesmo não tem',
} as const;

/**
 * The staff permissions a person must hold to give a credential each scope (client role): a
 * credential never does more than its creator may do in the console. A scope not listed here
 * is given only by holders of `bypass_permission`.
 */
export const CREDENTIAL_SCOPE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  'transactions:read': ['read_transactions'],
  'transactions:write': ['read_transactions', 'access_transaction_management'],
  'refunds:write': ['read_transactions', 'access_transaction_management'],
  'receivables:read': ['read_financial'],
  'billets:read': ['read_bank_billets'],
  'billets:write': ['read_bank_billets', 'update_bank_billets', 'cancel_bank_billets'],
  'accounts:read': ['view_approved_records'],
  'pix:read': ['list_transactions'],
  'pix:write': ['list_transactions', 'report_and_handle_violations'],
  'merchants:read': ['read_merchant_list'],
  'merchants:write': ['read_merchant_list', 'create_merchant', 'update_merchant'],
  'webhooks:manage': ['manage_credentials'],
};

/** The permissions a scope needs (`['bypass_permission']` for a scope no permission covers). */
export function credentialScopePermissions(scope: string): readonly string[] {
  return CREDENTIAL_SCOPE_PERMISSIONS[scope] ?? ['bypass_permission'];
}

const roleCode = z.string().trim().min(1).max(80);
const roleList = z.array(roleCode).max(100).default([]);
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());

export const idpParamSchema = z.enum(IDP_NAMES, { error: CREDENTIAL_MESSAGES.idpNotInUse });

export const credentialCreateSchema = z.object({
  project_id: zRecordId('Projeto'),
  merchant_id: z.preprocess(blank, zRecordId('Estabelecimento').nullable().optional()),
  client_name: zRequiredText('Nome do cliente').pipe(z.string().max(120, 'Máximo de 120 caracteres')),
  client_roles: roleList,
  realm_roles: roleList,
  realm: optionalText(60),
});
export type CredentialCreateInput = z.input<typeof credentialCreateSchema>;

export const credentialMappersSchema = z.object({
  project_id: zRecordId('Projeto'),
  merchant_id: z.preprocess(blank, zRecordId('Estabelecimento').nullable().optional()),
});
export type CredentialMappersInput = z.input<typeof credentialMappersSchema>;

export const credentialToggleSchema = z.object({
  enabled: z.boolean({ error: 'Informe se a credencial fica ativa.' }),
  /** Checked by the reason policy before the body schema. */
  reason_code: z.string().nullish(),
  reason_comment: z.string().nullish(),
});
export type CredentialToggleInput = z.input<typeof credentialToggleSchema>;

export const credentialRolesSchema = z
  .object({ client_roles: roleList, realm_roles: roleList })
  .refine((v) => v.client_roles.length + v.realm_roles.length > 0, {
    message: CREDENTIAL_MESSAGES.rolesRequired,
    path: ['client_roles'],
  });
export type CredentialRolesInput = z.input<typeof credentialRolesSchema>;

export const secretResetSchema = z
  .object({
    /** Minutes the replaced secret keeps working; 0 or absent: it stops at once. */
    grace_minutes: z.coerce
      .number({ error: 'Informe um número de minutos.' })
      .int('Informe um número inteiro de minutos.')
      .min(0, 'O prazo não pode ser negativo.')
      .max(MAX_GRACE_MINUTES, `O prazo máximo é de ${MAX_GRACE_MINUTES} minutos (7 dias).`)
      .default(0),
  })
  .default({ grace_minutes: 0 });
export type SecretResetInput = z.input<typeof secretResetSchema>;

export const credentialListQuerySchema = pageQuerySchema().extend({
  project_ids: multiValue(zRecordId('Projeto')),
  merchant_ids: multiValue(zRecordId('Estabelecimento')),
  realms: multiValue(z.string().max(60)),
  realm_roles: multiValue(roleCode),
  client_roles: multiValue(roleCode),
  client_id: optionalText(100),
});
export type CredentialListQuery = z.input<typeof credentialListQuerySchema>;

/** An instant as ISO-8601 text. */
const stamp = z.string();
const nullableStamp = stamp.nullable();

export const credentialSchema = z.object({
  id: z.number().int(),
  credential_id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  realm: z.string(),
  project_id: z.number().int(),
  project_trade: z.string().nullable(),
  merchant_id: z.number().int().nullable(),
  merchant_name: z.string().nullable(),
  client_roles: z.array(z.string()),
  realm_roles: z.array(z.string()),
  enabled: z.boolean(),
  created_at: stamp,
  last_used_at: nullableStamp,
  /** No token for UNUSED_AFTER_DAYS days (or never, since creation that long ago). */
  unused: z.boolean(),
});
export type Credential = z.output<typeof credentialSchema>;

export const credentialSecretSchema = z.object({
  id: z.number().int(),
  /** Last characters of the secret, to tell secrets apart. */
  hint: z.string(),
  current: z.boolean(),
  created_at: stamp,
  created_by: z.string(),
  /** When a replaced secret stops working (null for the current one). */
  expires_at: nullableStamp,
  last_used_at: nullableStamp,
});
export type CredentialSecret = z.output<typeof credentialSecretSchema>;

export const credentialDetailSchema = credentialSchema.extend({
  mappers: z.object({ project_id: z.number().int(), merchant_id: z.number().int().nullable() }),
  secrets: z.array(credentialSecretSchema),
  /** Tokens issued in the last 24 hours. */
  tokens_last_24h: z.number().int(),
});
export type CredentialDetail = z.output<typeof credentialDetailSchema>;

/** Answer of create and secret reset: the secret, shown once and never again. */
export const credentialSecretAnswerSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  client_secret: z.string(),
  /** When the replaced secret stops working (null: it stopped at once, or there was none). */
  previous_expires_at: nullableStamp,
});
export type CredentialSecretAnswer = z.output<typeof credentialSecretAnswerSchema>;

export const credentialPagedSchema = pagedResponseSchema(credentialSchema);
export type CredentialPage = z.output<typeof credentialPagedSchema>;

export const clientRoleOptionSchema = z.object({ code: z.string(), description: z.string() });
export const realmRoleOptionSchema = z.object({ role_name: z.string(), role_keycloak_id: z.string() });
export const realmOptionSchema = z.object({ realm: z.string() });
export type ClientRoleOption = z.output<typeof clientRoleOptionSchema>;
export type RealmRoleOption = z.output<typeof realmRoleOptionSchema>;
export type RealmOption = z.output<typeof realmOptionSchema>;

/** What a credential's token may call: the contexts of its services it holds the roles for. */
export const effectivePermissionSchema = z.object({
  service: z.string(),
  service_name: z.string(),
  platform: z.string(),
  context: z.string(),
  request_type: z.enum(REQUEST_TYPES),
  path: z.string(),
  client_role: z.string().nullable(),
  /** Whether the token may call it (false: the service is held, the context's permission is not). */
  allowed: z.boolean(),
});
export type EffectivePermission = z.output<typeof effectivePermissionSchema>;

/* ---------------------------- catalogue ---------------------------- */

const optionalDay = z.preprocess(blank, z.string().refine(isCalendarDay, 'Data inválida').optional());

export const catalogueClientQuerySchema = pageQuerySchema().extend({
  /** Created on this day, or from this day to `created_at_end`. */
  created_at: optionalDay,
  created_at_end: optionalDay,
  project_id: z.preprocess(blank, zRecordId('Projeto').optional()),
  client: optionalText(100),
});
export type CatalogueClientQuery = z.input<typeof catalogueClientQuerySchema>;

export const catalogueClientSchema = z.object({
  id: z.number().int(),
  client: z.string(),
  client_name: z.string(),
  project_id: z.number().int(),
  project_trade: z.string().nullable(),
  enabled: z.boolean(),
  created_at: stamp,
});
export type CatalogueClient = z.output<typeof catalogueClientSchema>;

export const serviceQuerySchema = pageQuerySchema().extend({
  platforms: multiValue(z.string().max(60)),
  services: multiValue(z.string().max(80)),
  contexts: multiValue(z.string().max(120)),
  description: optionalText(200),
});
export type ServiceQuery = z.input<typeof serviceQuerySchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  service_name: z.string(),
  platform: z.string(),
  description: z.string(),
  role_keycloak_id: z.string(),
  contexts: z.number().int(),
});
export type ApiService = z.output<typeof serviceSchema>;

export const contextQuerySchema = pageQuerySchema().extend({
  services: multiValue(z.string().max(80)),
  contexts: multiValue(z.string().max(120)),
  request_type: multiValue(z.enum(REQUEST_TYPES, { error: 'Tipo de requisição inválido' })),
  description: optionalText(200),
  path: optionalText(200),
});
export type ContextQuery = z.input<typeof contextQuerySchema>;

export const contextSchema = z.object({
  id: z.number().int(),
  context: z.string(),
  request_type: z.enum(REQUEST_TYPES),
  path: z.string(),
  description: z.string(),
  client_role: z.string().nullable(),
  service: z.string(),
  service_name: z.string(),
});
export type ApiContext = z.output<typeof contextSchema>;

export const platformOptionSchema = z.object({ platform: z.string() });
export const serviceOptionSchema = z.object({ service: z.string(), service_name: z.string() });
export const contextOptionSchema = z.object({ context: z.string() });
export const contextOptionQuerySchema = z.object({ services: multiValue(z.string().max(80)) });
