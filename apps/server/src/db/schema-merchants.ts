import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns arrive as JS numbers (src/db/database.ts); select `::text` where exact. */
type Numeric = ColumnType<number, number | string, number | string>;

export type MerchantAddressTable = RowTypes['merchant_address'];

export type MerchantPhoneTable = RowTypes['merchant_phone'];

export type MerchantOpeningHourTable = RowTypes['merchant_opening_hour'];

/** Opening and closing time of one weekday (1 Monday … 7 Sunday); times as 'HH:MM:SS'. */
export type MerchantWeeklyHourTable = RowTypes['merchant_weekly_hour'];

export type MerchantAcquirerTable = RowTypes['merchant_acquirer'];

export interface MerchantSplitTable {
  id: Generated<number>;
  merchant_id: number;
  receiver_merchant_id: number;
  split_type: 'PERCENTAGE' | 'AMOUNT';
  percentage: Numeric | null;
  amount: ColumnType<number, number | bigint, number | bigint> | null;
  valid_from: ColumnType<string, string, string>;
  valid_until: ColumnType<string | null, string | null, string | null>;
  created_at: Generated<Date>;
}

export interface MerchantSettlementDestinationTable {
  merchant_id: number;
  destination_type: 'B' | 'D' | 'R';
  bank_code: string | null;
  agency: string | null;
  account_number: string | null;
  account_type: 'C' | 'S' | 'P' | null;
  digital_account: string | null;
  prepaid_card: string | null;
  holder_document: string | null;
  updated_at: Stamp;
}

export interface MerchantOnboardingDocumentTable {
  id: Generated<number>;
  merchant_id: number;
  upload_type: string;
  position_photo: 'FRONT' | 'VERSE' | null;
  ownership: string | null;
  file_name: string | null;
  content_type: string;
  size_bytes: number;
  content: Buffer;
  status: Generated<'SENT' | 'ERROR'>;
  error_description: string | null;
  uploaded_by: string;
  created_at: Generated<Date>;
}

export type MerchantOnboardingHistoryTable = RowTypes['merchant_onboarding_history'];

export type MerchantGroupTable = RowTypes['merchant_group'];

export type MerchantGroupMemberTable = RowTypes['merchant_group_member'];

export type CnaeTable = RowTypes['cnae'];

export type MccTable = RowTypes['mcc'];

export interface CnaeMccTable {
  activity_branch: string;
  mcc: string;
  entity_type: 'PF' | 'PJ';
}

/** Tables of the merchants area (0100 and 0101 migrations). */
export interface MerchantsTables {
  merchant_address: MerchantAddressTable;
  merchant_phone: MerchantPhoneTable;
  merchant_opening_hour: MerchantOpeningHourTable;
  merchant_weekly_hour: MerchantWeeklyHourTable;
  merchant_acquirer: MerchantAcquirerTable;
  merchant_split: MerchantSplitTable;
  merchant_settlement_destination: MerchantSettlementDestinationTable;
  merchant_onboarding_document: MerchantOnboardingDocumentTable;
  merchant_onboarding_history: MerchantOnboardingHistoryTable;
  merchant_group: MerchantGroupTable;
  merchant_group_member: MerchantGroupMemberTable;
  cnae: CnaeTable;
  mcc: MccTable;
  cnae_mcc: CnaeMccTable;
}
