import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** bigint cents and ids: read as numbers (src/db/database.ts). */
type Cents = ColumnType<number, number | string, number | string>;
/** A `date` column ('YYYY-MM-DD' written; read as a Date at UTC midnight). */
type DateText = ColumnType<Date, string | Date, string | Date>;

export interface ReceivableAdjustmentTable {
  id: Generated<number>;
  receivable_id: number;
  kind: 'MANUAL' | 'AUTOMATIC';
  amount: Cents;
  reason: string;
  created_by: string;
  created_at: Generated<Date>;
}

export interface ReceivableUnitTable {
  id: Generated<number>;
  cerc_code: string;
  project_id: number;
  merchant_id: number;
  holder_document: string;
  arrangement_id: number;
  dt_liquidation: DateText;
  gross_amount: Cents;
  net_amount: Cents;
  status: Generated<'CERC_UR_ACTIVE' | 'CERC_UR_DOWN' | 'CERC_UR_INACTIVE'>;
  status_sync: Generated<number>;
  change_type: Generated<'C' | 'A' | 'B' | 'R'>;
  paid: Generated<boolean>;
  created_at: Generated<Date>;
  synced_at: Date | null;
  updated_at: Generated<Date>;
}

export type ReceivableUnitItemTable = RowTypes['receivable_unit_item'];

export type ReceivableUnitPaymentTable = RowTypes['receivable_unit_payment'];

export type ContractEffectTable = RowTypes['contract_effect'];

export interface CercDisputeTable {
  id: Generated<number>;
  direction: 'RECEIVED' | 'OPENED';
  receivable_unit_id: number;
  contract_effect_id: number | null;
  project_id: number;
  merchant_id: number;
  counterpart_document: string;
  reason: string;
  status: Generated<'NEW' | 'IN_ANALYSIS' | 'ACCEPTED' | 'REJECTED'>;
  description: string | null;
  created_by: string;
  created_at: Generated<Date>;
}

export interface RegistryUnitTable {
  cerc_code: string;
  holder_document: string;
  arrangement_id: number;
  dt_liquidation: DateText;
  amount: Cents;
  status: 'ACTIVE' | 'DOWN' | 'INACTIVE';
  updated_at: Generated<Date>;
}

export interface CercConciliationTable {
  id: Generated<number>;
  run_at: ColumnType<Date, Date | string, Date | string>;
  cerc_code: string;
  receivable_unit_id: number | null;
  project_id: number | null;
  merchant_id: number | null;
  status: 'DIFFERENT_VALUES' | 'NOT_MENTOR' | 'DOWNED' | 'INACTIVATED' | 'NOT_CERC';
  mentor_amount: Cents | null;
  cerc_amount: Cents | null;
  created_at: Generated<Date>;
}

/** Receivables area (0140 migration). */
export type ReceivablesTables = {
  receivable_adjustment: ReceivableAdjustmentTable;
  receivable_unit: ReceivableUnitTable;
  receivable_unit_item: ReceivableUnitItemTable;
  receivable_unit_payment: ReceivableUnitPaymentTable;
  contract_effect: ContractEffectTable;
  cerc_dispute: CercDisputeTable;
  registry_unit: RegistryUnitTable;
  cerc_conciliation: CercConciliationTable;
};
