import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of the banking foundation and the Pix back office (migrations/0004_pix.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type WhiteLabelTable = RowTypes['white_label'];

export interface PaymentAccountTable {
  uuid_account_payment: Generated<string>;
  uuid_white_label: string;
  full_name: string;
  account_number: string;
  document: string;
  phone: string | null;
  created_at: Stamp;
  /** Onboarding (0180 migration): ACTIVE, BLOCKED or CLOSED, why and since when; where it lives. */
  account_status: Generated<'ACTIVE' | 'BLOCKED' | 'CLOSED'>;
  status_reason: Generated<string | null>;
  status_changed_at: Generated<Date | null>;
  state: Generated<string | null>;
  city: Generated<string | null>;
}

export interface PixMovementTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  uuid_account_payment: string;
  date_register: Stamp;
  movement_type: 'CREDIT' | 'DEBIT';
  status: Generated<'SETTLED' | 'REJECTED_PAYEE' | 'REJECTED_PAYER'>;
  document: string;
  document_origin: string;
  name_origin: string;
  document_destination: string;
  name_destination: string;
  partner_id: string;
  transaction_id: string;
  end_to_end_id: string;
  amount: ColumnType<number, number, number>;
  description: string | null;
}

export type InfractionStatus = 'OPEN' | 'CLOSED' | 'CANCELLED' | 'ACKNOWLEDGED';
export type InfractionType = 'FRAUD' | 'REFUND_REQUEST' | 'REFUND_CANCELLED';
export type InfractionReportedBy = 'DEBITED_PARTICIPANT' | 'CREDITED_PARTICIPANT';
export type InfractionAnalysisResult = 'AGREED' | 'DISAGREED' | 'WAITING';
export type PixTransactionResult = 'SETTLED' | 'REJECTED_PAYEE' | 'REJECTED_PAYER';

export interface InfractionReportTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  end_to_end_id: string;
  infraction_type: InfractionType;
  status: Generated<InfractionStatus>;
  reported_by: InfractionReportedBy;
  analysis_result: Generated<InfractionAnalysisResult>;
  analysis_details: string | null;
  transaction_result: PixTransactionResult | null;
  report_details: Generated<string>;
  debited_participant: string;
  credited_participant: string;
  amount: number;
  create_date: Stamp;
  update_date: Stamp;
  closed_by: string | null;
  closed_at: NullableStamp;
  cancelled_by: string | null;
  cancelled_at: NullableStamp;
}

export type RefundStatus = 'OPEN' | 'CLOSED' | 'CANCELLED' | 'WAITING_RESOLUTION';
export type RefundReason = 'OPERATIONAL_FLAW' | 'FRAUD' | 'REFUND_CANCELLED';
export type RefundAnalysisResult = 'TOTALLY_ACCEPTED' | 'PARTIALLY_ACCEPTED' | 'REJECTED';
export type RefundRejectionReason = 'NO_BALANCE' | 'ACCOUNT_CLOSURE' | 'CANNOT_REFUND' | 'OTHER';

export interface PixRefundTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  infraction_report_uuid: string | null;
  end_to_end_id: string;
  refund_reason: RefundReason;
  status: Generated<RefundStatus>;
  amount: number;
  refunded_amount: number | null;
  analysis_result: RefundAnalysisResult | null;
  rejection_reason: RefundRejectionReason | null;
  refund_details: Generated<string>;
  analysis_details: string | null;
  date_created: Stamp;
  date_update: Stamp;
  created_by: string | null;
  closed_by: string | null;
  closed_at: NullableStamp;
  cancelled_by: string | null;
  cancelled_at: NullableStamp;
}

export type DeviceStatus = 'PENDING' | 'AUTHORIZED' | 'UNAUTHORIZED';

export interface PixDeviceTable {
  uuid_account_payment_device: Generated<string>;
  uuid_account_payment: string;
  model: string;
  platform: string;
  status: Generated<DeviceStatus>;
  date_register: Stamp;
  date_update: Stamp;
  decided_by: string | null;
}

export type SmsTokenTable = RowTypes['sms_token'];

export type SmsOutboxTable = RowTypes['sms_outbox'];

export type BlockReasonTable = RowTypes['block_reason'];

/** Tables of the pix area (see its migration). */
export type PixTables = {
  white_label: WhiteLabelTable;
  payment_account: PaymentAccountTable;
  pix_movement: PixMovementTable;
  infraction_report: InfractionReportTable;
  pix_refund: PixRefundTable;
  pix_device: PixDeviceTable;
  sms_token: SmsTokenTable;
  sms_outbox: SmsOutboxTable;
  block_reason: BlockReasonTable;
};
