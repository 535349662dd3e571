import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of bank billets and the transaction check-up (migrations/0150_billets.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: pg reads it as local midnight; written as YYYY-MM-DD. */
type Day = ColumnType<Date, string, string>;
type NullableDay = ColumnType<Date | null, string | null | undefined, string | null>;
/** A `bigint` column (cents, ids), read as a number (src/db/database.ts). */
type Int8 = number;
type NullableInt8 = number | null;

export type BilletStatus = 'WAITING_REGISTER' | 'WAITING_RETURN' | 'PAID' | 'DOWNED' | 'ERROR';
export type CheckupType = 'NOT_IMPORTED' | 'DUPLICATED';
export type SyncStatus = 'UNAVAILABLE' | 'AVAILABLE' | 'SYNCED' | 'MANUAL_CHECK' | 'DELETED';

export type BankBilletLayoutTable = RowTypes['bank_billet_layout'];

export interface BankBilletTable {
  billet_id: Generated<Int8>;
  external_id: string | null;
  our_number: string;
  typeable_line: string;
  barcode: string;
  financial_id: NullableInt8;
  financial_paid_id: NullableInt8;
  transaction_id: NullableInt8;
  registry_date: NullableStamp;
  emission_date: Stamp;
  due_date: Day;
  liquidation_date: NullableStamp;
  ec_liquidation_date: NullableDay;
  billet_payer: string;
  billet_payer_document: string;
  billet_payer_email: string | null;
  billet_value: Int8;
  project_id: number;
  merchant_id: number | null;
  bank_billet_layout_id: number;
  billet_status: BilletStatus;
  fee_type: Generated<number>;
  fee_value: Generated<Int8>;
  penalty_type: Generated<number>;
  penalty_value: Generated<Int8>;
  discount_type: Generated<number>;
  discount_value: Generated<Int8>;
  discount_limit_date: NullableDay;
  downed_at: NullableStamp;
  downed_by: string | null;
  updated_at: Stamp;
}

export type AcquirerFileTable = RowTypes['acquirer_file'];

export type AcquirerFileRowTable = RowTypes['acquirer_file_row'];

export type CheckupRunTable = RowTypes['checkup_run'];

export interface CheckupTransactionTable {
  id: Generated<Int8>;
  checkup_type: CheckupType;
  acquirer_file_row_id: NullableInt8;
  transaction_id: NullableInt8;
  original_transaction_id: NullableInt8;
  project_id: number;
  merchant_id: number;
  channel_id: number;
  operation_id: number;
  card_brand_id: number | null;
  amount: Int8;
  nsu: string | null;
  nsu_acquirer: string | null;
  authorization_number: string | null;
  status: string;
  transaction_date: Stamp;
  sync_status: Generated<SyncStatus>;
  run_id: NullableInt8;
  created_at: Stamp;
  updated_at: Stamp;
  updated_by: string | null;
}

export interface BilletsTables {
  bank_billet_layout: BankBilletLayoutTable;
  bank_billet: BankBilletTable;
  acquirer_file: AcquirerFileTable;
  acquirer_file_row: AcquirerFileRowTable;
  checkup_run: CheckupRunTable;
  checkup_transaction: CheckupTransactionTable;
}
