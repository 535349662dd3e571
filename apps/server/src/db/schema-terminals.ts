import type { Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';
import type { GeneratedTimestamp, Json } from './schema-columns.ts';

/** Row types of the terminals area (migrations/0110_terminals.sql). */
export type EquipmentTypeTable = RowTypes['equipment_type'];

export type EquipmentModelTable = RowTypes['equipment_model'];

export type CommunicationProfileTable = RowTypes['communication_profile'];

export type EquipmentTable = RowTypes['equipment'];

export type TerminalModalityTable = RowTypes['terminal_modality'];

export type SupplierTable = RowTypes['supplier'];

export type TerminalAcquirerTable = RowTypes['terminal_acquirer'];

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
