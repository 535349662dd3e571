import type { ColumnType, Generated } from 'kysely';

/** Row types of merchant payments (migrations/0130_payments.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column ('YYYY-MM-DD' written; read as a Date at UTC midnight). */
type DateText = ColumnType<Date, string | Date, string | Date>;
/** bigint cents and ids: read as numbers (src/db/database.ts). */
type Cents = ColumnType<number, number | string, number | string>;

export interface PaymentTable {
  id: Generated<number>;
  project_id: number;
  merchant_id: number;
  payment_type: 'TED' | 'SLC' | 'LBK';
  status: Generated<
    | 'WAITING_SEND'
    | 'WAITING_BANK_RESPONSE'
    | 'GENERATING_PAYMENT'
    | 'SCHEDULED'
    | 'PAID'
    | 'FAIL'
    | 'UNPAID'
    | 'WAITING_TERMINALS'
  >;
  validation: Generated<'PENDING' | 'BLOCKED' | 'VALIDATED'>;
  validation_detail: string | null;
  step_status: Generated<'PENDING' | 'FAILED' | 'SUCCESS' | 'WAITING'>;
  amount: Cents;
  installments_count: Generated<number>;
  dt_payment: DateText;
  dt_created: Timestamp;
  contract_effect: Generated<boolean>;
  centralized_bank_account_settlement: Generated<boolean>;
  destination_type: 'B' | 'D' | 'R';
  bank_code: string | null;
  agency: string | null;
  account: string | null;
  account_digit: string | null;
  account_type: 'C' | 'S' | 'P' | null;
  digital_account: string | null;
  prepaid_card: string | null;
  holder_name: string | null;
  holder_document: string | null;
  settle_attempt: Generated<number>;
  bank_reference: string | null;
  failure_reason: string | null;
  settled_by: string | null;
  paid_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface PaymentRemittanceTable {
  id: Generated<number>;
  payment_id: number;
  attempt: number;
  idempotency_key: string;
  payment_type: 'TED' | 'SLC' | 'LBK';
  amount: Cents;
  status: Generated<'SENT' | 'PAID' | 'FAIL'>;
  bank_reference: string | null;
  failure_reason: string | null;
  destination: ColumnType<unknown, string, string>;
  requested_by: string;
  created_at: Timestamp;
  answered_at: NullableTimestamp;
}

export type PaymentsTables = {
  payment: PaymentTable;
  payment_remittance: PaymentRemittanceTable;
};
