import type { ColumnType, Generated } from 'kysely';

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

export interface PreAccountAnalysisTable {
  id: Generated<number>;
  pre_account_uuid: string;
  username: string;
  name_user_analysis: string;
  decision: string;
  status_from: string;
  status_to: string;
  reason: string | null;
  date_register: Generated<Date>;
}

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

export interface PreAccountDocumentCommentTable {
  id: Generated<number>;
  document_uuid: string;
  username: string;
  name: string;
  comment: string;
  created_at: Generated<Date>;
}

export interface PositiveListSettingTable {
  uuid_white_label: string;
  restritive: Generated<boolean>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface PositiveListEntryTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  document: string;
  name: string;
  created_by: string;
  created_at: Generated<Date>;
}

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

export interface LocationRestrictionTable {
  uuid: Generated<string>;
  uuid_white_label: string;
  state: string;
  city: string | null;
  active: Generated<boolean>;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AccountLimitHistoryTable {
  id: Generated<number>;
  uuid_account_payment: string;
  limit_type: string;
  previous_amount: number;
  new_amount: number;
  changed_by: string;
  created_at: Generated<Date>;
}

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
