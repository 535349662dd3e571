import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Json } from './schema-columns.ts';

/** Row types of the terminals area (migrations/0110_terminals.sql). */
export interface EquipmentTypeTable {
  id: Generated<number>;
  type: string;
}

export interface EquipmentModelTable {
  id: Generated<number>;
  manufacturer: string;
  model: string;
  equipment_type_id: number;
  active: Generated<boolean>;
}

export interface CommunicationProfileTable {
  id: Generated<number>;
  equipment_model_id: number;
  name: string;
  technology: string;
}

export interface EquipmentTable {
  id: Generated<number>;
  serial_number: string;
  equipment_code: string | null;
  equipment_model_id: number;
  project_id: number;
  in_use: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TerminalModalityTable {
  id: Generated<number>;
  modality: string;
}

export interface SupplierTable {
  supplier_identifier: string;
  supplier_name: string;
}

export interface TerminalAcquirerTable {
  terminal_id: number;
  acquirer_name: string;
  merchant_acquirer_code: string;
  terminal_acquirer_code: string;
  status: Generated<string>;
  updated_at: GeneratedTimestamp;
}

export interface SupplierCredentialTable {
  id: Generated<number>;
  project_id: number;
  terminal_id: number | null;
  supplier_identifier: string;
  credential_type: string;
  username: string;
  secret_sealed: Json;
  status: Generated<string>;
  created_by: string;
  created_at: GeneratedTimestamp;
}

export interface TerminalRentSettingTable {
  terminal_id: number;
  modality_cost: number;
  charge_day_of_month: number;
  grace_period_type: string;
  grace_period: Generated<number>;
  automatic_rent_cycle: string;
  terminal_modality_identifier: number | null;
  start_date: string;
  owner_paid_merchant_id: number | null;
  updated_at: GeneratedTimestamp;
}

export interface TerminalAutomaticRentTable {
  id: Generated<number>;
  terminal_id: number;
  project_id: number;
  equipment_id: number | null;
  charged_merchant_id: number | null;
  owner_paid_merchant_id: number | null;
  reference_month: string;
  charge_date: string;
  dt_start: string;
  dt_end: string;
  dt_payment_to_project: string | null;
  dt_project_paid: string | null;
  amount: number;
  pro_rata: Generated<boolean>;
  status: Generated<string>;
  error_message: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Tables of the terminals area. */
export type TerminalsTables = {
  equipment_type: EquipmentTypeTable;
  equipment_model: EquipmentModelTable;
  communication_profile: CommunicationProfileTable;
  equipment: EquipmentTable;
  terminal_modality: TerminalModalityTable;
  supplier: SupplierTable;
  terminal_acquirer: TerminalAcquirerTable;
  supplier_credential: SupplierCredentialTable;
  terminal_rent_setting: TerminalRentSettingTable;
  terminal_automatic_rent: TerminalAutomaticRentTable;
};
