import { z } from 'zod';

/**
 * The console's configuration document, served by the server at `GET /api/config` without
 * authentication (spec core §7: "a configuration document is fetched ... for the
 * authentication set-up").
 */
export const consoleConfigSchema = z.object({
  productName: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  auth: z.object({
    /** OpenID Connect issuer (authority) URL. */
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /** Realm sent to the back-office API as `x-realm`. */
    realm: z.string(),
    /** Console path the identity provider redirects back to after sign-in. */
    redirectPath: z.string(),
    postLogoutRedirectPath: z.string(),
  }),
  api: z.object({
    /** Base of the main API (paths in the spec start with /v1). */
    mainBaseUrl: z.string(),
    /** Base of the back-office gateway (paths start with /spe-...). */
    backofficeBaseUrl: z.string(),
    backofficeClientId: z.string(),
    otpHeader: z.string(),
  }),
  /** Idle limit before the logout countdown; 0 disables it. */
  idleLimitSeconds: z.number().int().min(0),
  /** Base URL of the public postcode service (ViaCEP response shape, spec core §7.1). */
  postcodeBaseUrl: z.string(),
  logoBaseUrl: z.string(),
});
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

/** `GET /api/v1/me`: who the server thinks the caller is. */
export const meSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  multiProject: z.boolean(),
  projectId: z.number().int().nullable(),
  otp: z.object({ enrolled: z.boolean() }),
});
export type Me = z.infer<typeof meSchema>;

export const projectOptionSchema = z.object({ id: z.number().int(), trade: z.string() });
export const projectListSchema = z.object({
  data: z.array(projectOptionSchema.extend({ document: z.string().nullable() })),
  total: z.number().int(),
  lastPage: z.number().int(),
});

export const bankSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  ispb: z.string().nullable(),
});
export const appSchema = z.object({ id: z.number().int(), app_code: z.string(), app_name: z.string() });
export const cardBrandSchema = z.object({ id: z.number().int(), brand_name: z.string() });
export const acquirerSchema = z.object({ id: z.number().int(), acquirer_name: z.string() });
export const channelSchema = z.object({
  id: z.number().int(),
  channel_name: z.string(),
  acquirer: z.object({ id: z.number().int(), acquirer_name: z.string() }),
});
export const operationSchema = z.object({
  id: z.number().int(),
  operation_name: z.string(),
  has_mdr: z.boolean(),
});
export const openingHourSchema = z.object({ id: z.number().int(), description: z.string() });
export const merchantFormationSchema = z.object({ id: z.number().int(), type: z.string() });
export const blockTypeSchema = z.object({ id: z.number().int(), description: z.string() });

/** One row of the audit trail (`GET /api/v1/history/{table_context}`). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  actor: z.string(),
  actor_name: z.string().nullable(),
  table_context: z.string(),
  record_id: z.string(),
  /** REVEAL: someone saw a masked personal value of the record in clear. */
  action: z.enum(['CREATE', 'UPDATE', 'DELETE', 'REVEAL']),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /**
   * Paths of the fields whose value changed ('affected.tpv_last_30_days'), compared in clear
   * before personal data is masked: two values may mask alike (absent on older servers).
   */
  changed_fields: z.array(z.string()).optional(),
  request_id: z.string().nullable(),
  /** Reason code and comment of a sensitive action (absent on older servers). */
  reason_code: z.string().nullable().optional(),
  reason_comment: z.string().nullable().optional(),
  /** Second person who approved the change (four-eyes), when it needed approval. */
  approved_by: z.string().nullable().optional(),
  approved_by_name: z.string().nullable().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A named set of list filters a user keeps for a screen, optionally shared with the team. */
export const savedViewSchema = z.object({
  id: z.number().int(),
  screen: z.string(),
  name: z.string(),
  owner: z.string(),
  shared: z.boolean(),
  query: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewInputSchema = z.object({
  screen: z.string().min(1).max(200),
  name: z
    .string()
    .trim()
    .min(1, 'O campo Nome é obrigatório')
    .max(80, 'O campo Nome deve ter no máximo 80 caracteres'),
  shared: z.boolean().default(false),
  query: z.record(z.string(), z.unknown()),
});
