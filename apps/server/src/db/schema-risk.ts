import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of the risk and banking operations area (migrations/0170_risk.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type RiskTransactionType = 'PIX' | 'TED' | 'TED_ON_US' | 'BILLET' | 'RECHARGE';
export type AnalysisStatus = 'PENDING' | 'IN_ANALYSIS' | 'APPROVED' | 'DECLINED';
export type ScheduledStatus = 'SCHEDULED' | 'EXECUTED' | 'CANCELLED' | 'FAILED';
export type BasketFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export type BlacklistEntryTable = RowTypes['blacklist_entry'];

export type BlacklistManagementTable = RowTypes['blacklist_management'];

export interface TransactionAnalysisTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  uuid_account_payment: string;
  transaction_type: RiskTransactionType;
  amount: ColumnType<number, number, number>;
  counterpart_name: string;
  counterpart_document: string;
  risk_score: number;
  rule: string;
  status: Generated<AnalysisStatus>;
  assigned_to: string | null;
  assigned_at: NullableStamp;
  decided_by: string | null;
  decided_at: NullableStamp;
  decision_reason: string | null;
  date_register: Stamp;
  date_update: Stamp;
}

export interface DeclinedTransactionTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  uuid_account_payment: string;
  transaction_type: RiskTransactionType;
  amount: ColumnType<number, number, number>;
  reason: string;
  description: string | null;
  date_register: Stamp;
}

export interface ScheduledTransactionTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  uuid_account_payment: string;
  transaction_type: RiskTransactionType;
  amount: ColumnType<number, number, number>;
  status: Generated<ScheduledStatus>;
  execution_date: ColumnType<string, string, string>;
  recipient_name: string;
  date_register: Stamp;
}

export type BasketTable = RowTypes['basket'];

export interface BasketOperationTable {
  uuid: Generated<string>;
  uuid_basket: string;
  operation: string;
  description: string;
  amount: ColumnType<number, number, number>;
  free_quantity: Generated<number>;
  frequency: BasketFrequency;
  date_update: Stamp;
}

export interface BasketTaxTable {
  uuid: Generated<string>;
  uuid_basket: string;
  name: string;
  amount: ColumnType<number, number, number>;
  frequency: BasketFrequency;
}

export type BasketAccountTable = RowTypes['basket_account'];

export interface RiskTables {
  blacklist_entry: BlacklistEntryTable;
  blacklist_management: BlacklistManagementTable;
  transaction_analysis: TransactionAnalysisTable;
  declined_transaction: DeclinedTransactionTable;
  scheduled_transaction: ScheduledTransactionTable;
  basket: BasketTable;
  basket_operation: BasketOperationTable;
  basket_tax: BasketTaxTable;
  basket_account: BasketAccountTable;
}
