import type { Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';
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

export type ProjectTable = RowTypes['project'];

export type PermissionTable = RowTypes['permission'];

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

export type RolePermissionTable = RowTypes['role_permission'];

/** A default grant of the role matrix that a built-in role has received (0185 migration). */
export type RoleMatrixGrantTable = RowTypes['role_matrix_grant'];

export type StaffUserTable = RowTypes['staff_user'];

export type OtpStateTable = RowTypes['otp_state'];

export type LoginThrottleTable = RowTypes['login_throttle'];

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

export type BankTable = RowTypes['bank'];

export type AppTable = RowTypes['app'];

export type CardBrandTable = RowTypes['card_brand'];

export type AcquirerTable = RowTypes['acquirer'];

export type ChannelTable = RowTypes['channel'];

export type OperationTable = RowTypes['operation'];

export type OpeningHourTable = RowTypes['opening_hour'];

export type MerchantFormationTable = RowTypes['merchant_formation'];

export type BlockTypeTable = RowTypes['block_type'];

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
