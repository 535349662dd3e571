import type { ColumnType, Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export interface PreAccountTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  account_number: string | null;
  name: string;
  cpf: string;
  email: string | null;
  phone: string | null;
  birthday: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  account_type: 'PF' | 'PJ';
  product: string;
  status: string;
  level_risk: string | null;
  action: string | null;
  last_step: string | null;
  state: string | null;
  city: string | null;
  restricted_by: string | null;
  last_attempt: Timestamp | null;
  dynamic_fields: Json;
  assigned_to: string | null;
  assigned_name: string | null;
  assigned_at: Timestamp | null;
  uuid_account_payment: string | null;
  date_register: Generated<Date>;
  date_update: Generated<Date>;
}

export type PreAccountAnalysisTable = RowTypes['pre_account_analysis'];

export interface PreAccountDocumentTable {
  uuid: Generated<string>;
  pre_account_uuid: string;
  document_type: string;
  status: Generated<'PENDING' | 'APPROVED' | 'REPROVED'>;
  file_name: string;
  mime_type: string;
  content: Buffer;
  deleted: Generated<boolean>;
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  uploaded_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PreAccountDocumentCommentTable = RowTypes['pre_account_document_comment'];

export type PositiveListSettingTable = RowTypes['positive_list_setting'];

export type PositiveListEntryTable = RowTypes['positive_list_entry'];

export interface PositiveListImportTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  file_name: string;
  rows: Json;
  accepted: number;
  refused: number;
  status: Generated<'VALIDATED' | 'PROCESSED'>;
  created_by: string;
  created_at: Generated<Date>;
  processed_by: string | null;
  processed_at: Timestamp | null;
}

export type LocationRestrictionTable = RowTypes['location_restriction'];

export type AccountLimitHistoryTable = RowTypes['account_limit_history'];

export type OnboardingTables = {
  pre_account: PreAccountTable;
  pre_account_analysis: PreAccountAnalysisTable;
  pre_account_document: PreAccountDocumentTable;
  pre_account_document_comment: PreAccountDocumentCommentTable;
  positive_list_setting: PositiveListSettingTable;
  positive_list_entry: PositiveListEntryTable;
  positive_list_import: PositiveListImportTable;
  location_restriction: LocationRestrictionTable;
  account_limit_history: AccountLimitHistoryTable;
};
