import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of four-eyes approval (migrations/0060_approvals_reasons_reveal.sql, 0310_approval_frozen_set.sql,
 * 0390_approval_withdrawn_and_one_pending.sql, 0420_approval_command.sql, 0460_money_approval_window.sql,
 * 0450_four_eyes_owner_passwords.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | undefined, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface ApprovalRequestTable {
  id: Generated<number>;
  action: string;
  permission: string;
  /** The named command that applies the change once approved (the gated operation's id). */
  command: string | null;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'STALE' | 'WITHDRAWN'>;
  method: string;
  route_url: string;
  path: string;
  params: Json;
  query: Json;
  body: NullableJson;
  table_context: string;
  record_id: string;
  project_id: number | null;
  amount_cents: number | null;
  before: NullableJson;
  reason_code: string | null;
  reason_comment: string | null;
  requested_by: string;
  requested_by_name: string | null;
  requester: Json;
  requested_at: Stamp;
  expires_at: Stamp;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: NullableStamp;
  rejection_reason: string | null;
  result_status: number | null;
  request_id: string | null;
  /** The set a money change pays, frozen when asked for (ids and amounts in cents, total). */
  frozen: NullableJson;
  /** Besides action and record, what makes two requests the same change ('' for one record). */
  change_key: Generated<string>;
  /** Permissions the change needs besides its action's (a rule change: the governed action's). */
  required_permissions: Generated<string[]>;
}

export type ApprovalRuleTable = RowTypes['approval_rule'];

/** What one requester asked for under a windowed amount rule (ADR 0721). */
export interface ApprovalAmountUseTable {
  id: Generated<number>;
  action: string;
  window_key: Generated<string>;
  requested_by: string;
  /** The São Paulo calendar day the amount counts for (YYYY-MM-DD). */
  day: ColumnType<string, string, string>;
  amount_cents: ColumnType<string, number | string | bigint, number | string | bigint>;
  /** The pending change the call became; null when it was applied at once. */
  approval_id: number | null;
  request_id: string | null;
  created_at: Stamp;
}

export interface ApprovalsTables {
  approval_request: ApprovalRequestTable;
  approval_rule: ApprovalRuleTable;
  approval_amount_use: ApprovalAmountUseTable;
}
