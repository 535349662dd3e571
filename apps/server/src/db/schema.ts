import type { Generated } from 'kysely';
import type { ApprovalsTables } from './schema-approvals.ts';
import type { BilletsTables } from './schema-billets.ts';
import type { GeneratedTimestamp, Json, Timestamp } from './schema-columns.ts';
import type { CredentialsTables } from './schema-credentials.ts';
import type { JobsTables } from './schema-jobs.ts';
import type { MerchantsTables } from './schema-merchants.ts';
import type { OnboardingTables } from './schema-onboarding.ts';
import type { PaymentsTables } from './schema-payments.ts';
import type { PixTables } from './schema-pix.ts';
import type { PlansTables } from './schema-plans.ts';
import type { ProjectsTables } from './schema-projects.ts';
import type { ReceivablesTables } from './schema-receivables.ts';
import type { RiskTables } from './schema-risk.ts';
import type { SharedAreaTables } from './schema-shared-areas.ts';
import type { SignInTables } from './schema-sign-in.ts';
import type { StaffUsersTables } from './schema-staff-users.ts';
import type { TerminalsTables } from './schema-terminals.ts';
import type { TransactionsTables } from './schema-transactions.ts';

/**
 * Row types of the tables, one interface per table, named as in the migrations.
 * Areas add their tables here as their migrations land.
 */
export type { GeneratedTimestamp, Json, Timestamp } from './schema-columns.ts';

export interface ProjectTable {
  id: Generated<number>;
  trade: string;
  document: string | null;
  merchants_settlement_bank_account_restriction: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface PermissionTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
}

export interface RoleTable {
  id: Generated<number>;
  /** Stable identity staff hold in `realm_roles`; defaults to the first name (0040 migration). */
  role_key: Generated<string>;
  role_name: string;
  project_id: number | null;
  description: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface RolePermissionTable {
  role_id: number;
  permission_id: number;
}

/** A default grant of the role matrix that a built-in role has received (0185 migration). */
export interface RoleMatrixGrantTable {
  role_key: string;
  permission_name: string;
  applied_at: GeneratedTimestamp;
}

export interface StaffUserTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  full_name: string;
  document: string | null;
  password_hash: string | null;
  realm_roles: Generated<string[]>;
  multi_project: Generated<boolean>;
  project_id: number | null;
  enabled: Generated<boolean>;
  totp_secret: string | null;
  totp_enrolled_at: Timestamp | null;
  /** Tokens issued before this instant are refused (the staff member's sessions were ended). */
  sessions_revoked_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OtpStateTable {
  username: string;
  last_step: number | null;
  attempts: Generated<number>;
  attempts_since: GeneratedTimestamp;
}

export interface LoginThrottleTable {
  username: string;
  failures: Generated<number>;
  window_start: GeneratedTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: GeneratedTimestamp;
  actor: string;
  actor_name: string | null;
  table_context: string;
  record_id: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'REVEAL';
  before: Json | null;
  after: Json | null;
  request_id: string | null;
  project_id: number | null;
  reason_code: Generated<string | null>;
  reason_comment: Generated<string | null>;
  approved_by: Generated<string | null>;
  approved_by_name: Generated<string | null>;
}

export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: Json;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface ServerSecretTable {
  name: string;
  value: Json;
  created_at: GeneratedTimestamp;
}

export interface BankTable {
  bank_code: string;
  bank_name: string;
  ispb: string | null;
  slc: Generated<boolean>;
}

export interface AppTable {
  id: Generated<number>;
  app_code: string;
  app_name: string;
}

export interface CardBrandTable {
  id: number;
  brand_name: string;
}

export interface AcquirerTable {
  id: Generated<number>;
  acquirer_name: string;
  document: string | null;
}

export interface ChannelTable {
  id: Generated<number>;
  channel_name: string;
  acquirer_id: number;
}

export interface OperationTable {
  id: number;
  operation_name: string;
  has_mdr: Generated<boolean>;
}

export interface OpeningHourTable {
  id: number;
  description: string;
}

export interface MerchantFormationTable {
  id: number;
  type: string;
}

export interface BlockTypeTable {
  id: number;
  description: string;
}

export interface SavedFilterViewTable {
  id: Generated<number>;
  screen: string;
  name: string;
  owner: string;
  project_id: number | null;
  shared: Generated<boolean>;
  query: Json;
  created_at: GeneratedTimestamp;
}

/** A request's claim on an Idempotency-Key and, once it succeeded, its answer (0330 migration). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  username: string;
  method: string;
  route: string;
  idem_key: string;
  fingerprint: string;
  /** Null while the first request runs; set in the transaction of its effect (0440 migration). */
  status_code: number | null;
  content_type: string | null;
  body: Buffer | null;
  /** Why the answer was not kept: it carried a secret, or it was streamed (0440 migration). */
  answer_withheld: 'secret' | 'stream' | null;
  created_at: GeneratedTimestamp;
  completed_at: Timestamp | null;
  expires_at: Timestamp;
}

/** Tables of the platform foundation. */
export interface CoreTables {
  project: ProjectTable;
  permission: PermissionTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  role_matrix_grant: RoleMatrixGrantTable;
  staff_user: StaffUserTable;
  otp_state: OtpStateTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  oidc_payload: OidcPayloadTable;
  server_secret: ServerSecretTable;
  bank: BankTable;
  app: AppTable;
  card_brand: CardBrandTable;
  acquirer: AcquirerTable;
  channel: ChannelTable;
  operation: OperationTable;
  opening_hour: OpeningHourTable;
  merchant_formation: MerchantFormationTable;
  block_type: BlockTypeTable;
  saved_filter_view: SavedFilterViewTable;
  idempotency_key: IdempotencyKeyTable;
}

/**
 * The whole database. Each business area declares its tables in `schema-<area>.ts` and they are
 * joined here.
 */
export interface DB
  extends CoreTables,
    ProjectsTables,
    TransactionsTables,
    PixTables,
    JobsTables,
    ApprovalsTables,
    SharedAreaTables,
    MerchantsTables,
    TerminalsTables,
    PlansTables,
    ReceivablesTables,
    PaymentsTables,
    BilletsTables,
    CredentialsTables,
    RiskTables,
    OnboardingTables,
    SignInTables,
    StaffUsersTables {}
