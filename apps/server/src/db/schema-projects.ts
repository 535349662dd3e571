import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from './schema-columns.ts';

/** Row types of the projects area (migrations/0002_projects.sql). */
export interface ProjectSettingTable {
  project_id: number;
  terminal_automatic_rent: Generated<boolean>;
  send_billet_email: Generated<boolean>;
  merchants_centralizer_account: Generated<boolean>;
  centralizer_bank_code: string | null;
  centralizer_agency: string | null;
  centralizer_account_number: string | null;
  centralizer_account_digit: string | null;
  centralizer_account_type: string | null;
  centralizer_holder_name: string | null;
  centralizer_holder_document: string | null;
  updated_at: GeneratedTimestamp;
}

export interface ProjectParameterTable {
  project_id: number;
  max_installments: number;
  min_installment_amount: number;
  daily_limit_amount: number | null;
  support_email: string | null;
  support_phone: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ProjectChannelTable {
  project_id: number;
  channel_id: number;
  enabled_at: GeneratedTimestamp;
}

export interface ProjectSpreadMdrTable {
  project_id: number;
  card_brand_id: number;
  operation_id: number;
  spread: number;
  updated_at: GeneratedTimestamp;
}

export interface ProjectMinRateTable {
  id: Generated<number>;
  project_id: number;
  channel_id: number;
  card_brand_id: number;
  operation_id: number;
  mcc: string | null;
  min_rate: number;
}

export interface SalesRepresentativeTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  document: string;
  email: string | null;
  phone: string | null;
  active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface SalesRepresentativeMerchantTable {
  merchant_id: number;
  sales_representative_id: number;
  linked_at: GeneratedTimestamp;
}

export interface ProjectCertificateTable {
  project_id: number;
  certificate_pem: string;
  key_iv: string;
  key_tag: string;
  key_ciphertext: string;
  subject: string;
  issuer: string;
  serial_number: string;
  fingerprint256: string;
  valid_from: Timestamp;
  valid_to: Timestamp;
  uploaded_by: string;
  uploaded_at: GeneratedTimestamp;
}

/** Tables of the projects area. */
export type ProjectsTables = {
  project_setting: ProjectSettingTable;
  project_parameter: ProjectParameterTable;
  project_channel: ProjectChannelTable;
  project_spread_mdr: ProjectSpreadMdrTable;
  project_min_rate: ProjectMinRateTable;
  sales_representative: SalesRepresentativeTable;
  sales_representative_merchant: SalesRepresentativeMerchantTable;
  project_certificate: ProjectCertificateTable;
};
