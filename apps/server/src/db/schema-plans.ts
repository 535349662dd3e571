import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** numeric percent: read as a number by the pool; select `::text` where the exact decimal matters. */
type Decimal = ColumnType<number, string | number, string | number>;

export type AcquirerMdrTable = RowTypes['acquirer_mdr'];

export type CardBrandOperationParamTable = RowTypes['card_brand_operation_param'];

export type AnticipationRunStatus = 'PROCESSING' | 'FINISHED' | 'PARTIAL_FINISHED' | 'FAILED';

export interface AnticipationRateRunTable {
  id: Generated<number>;
  status: ColumnType<AnticipationRunStatus, AnticipationRunStatus | undefined, AnticipationRunStatus>;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  approved_by: string | null;
  approved_by_name: string | null;
  /** Project of a single-project requester: plans of other projects fail. */
  project_scope: number | null;
  total: number;
  processed: Generated<number>;
  failed: Generated<number>;
  job_id: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface AnticipationRateRunItemTable {
  run_id: number;
  sales_plan_id: number;
  new_rate: Decimal;
  old_rate: Decimal | null;
  status: ColumnType<'PENDING' | 'DONE' | 'FAILED', 'PENDING' | 'DONE' | 'FAILED' | undefined>;
  reason: string | null;
  processed_at: Date | null;
}

/** Plans area tables (0120 migration). */
export type PlansTables = {
  acquirer_mdr: AcquirerMdrTable;
  card_brand_operation_param: CardBrandOperationParamTable;
  anticipation_rate_run: AnticipationRateRunTable;
  anticipation_rate_run_item: AnticipationRateRunItemTable;
};
