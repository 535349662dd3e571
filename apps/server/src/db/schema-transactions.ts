import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TransactionStatus =
  | 'IN_ANALISYS'
  | 'PRE_AUTHORIZED'
  | 'PARTIAL_CAPTURED'
  | 'CONFIRMED'
  | 'CANCELLED'
  | 'DENIED'
  | 'PENDING';

export interface MerchantTable {
  id: Generated<number>;
  merchant_code: string;
  merchant_name: string;
  cpf_cnpj: string;
  project_id: number;
  mcc: string | null;
  blocked: Generated<boolean>;
  deleted: Generated<boolean>;
  created_at: Generated<Date>;
  // Merchant profile (0100 migration).
  person_type: Generated<'PF' | 'PJ'>;
  trade_name: Generated<string | null>;
  email: Generated<string | null>;
  merchant_formation_id: Generated<number | null>;
  cnae: Generated<string | null>;
  block_type_id: Generated<number | null>;
  block_description: Generated<string | null>;
  dt_block: Generated<Date | null>;
  use_centralized_bank_account_settlement: Generated<boolean>;
  external_onboarding_status: Generated<string | null>;
  updated_at: Generated<Date>;
}

export interface TerminalTable {
  id: Generated<number>;
  terminal_code: string;
  serial_number: string | null;
  project_id: number;
  merchant_id: number | null;
  status: Generated<'IN_ANALYSIS' | 'WAITING_EQUIPMENT_ASSOCIATION' | 'ACTIVE' | 'INACTIVE'>;
  blocked: Generated<boolean>;
  /** Added by migrations/0110_terminals.sql. */
  equipment_id: number | null;
  terminal_modality_id: number | null;
  supplier_identifier: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CardTransactionTable {
  id: Generated<number>;
  project_id: number;
  merchant_id: number;
  terminal_id: number | null;
  serial_number: string | null;
  channel_id: number;
  operation_id: number;
  card_brand_id: number | null;
  input_method: string | null;
  amount: number;
  installments: Generated<number>;
  nsu: string | null;
  nsu_acquirer: string | null;
  authorization_number: string | null;
  ecommerce_order: string | null;
  ecommerce_customer_name: string | null;
  ecommerce_customer_document: string | null;
  bank_billet_id: string | null;
  app_code: string | null;
  status: TransactionStatus;
  transaction_date: Timestamp;
  payment_date: Timestamp;
  created_at: Generated<Date>;
}

interface RollupMeasures {
  tx_count: number;
  amount: number;
}

export interface TpvDailyTable extends RollupMeasures {
  day: ColumnType<string, string, string>;
  project_id: number;
  merchant_id: number;
  channel_id: number;
  operation_id: number;
  card_brand_id: number;
  status: TransactionStatus;
}

export interface TpvDailyProjectTable extends RollupMeasures {
  day: ColumnType<string, string, string>;
  project_id: number;
  channel_id: number;
  operation_id: number;
  card_brand_id: number;
  status: TransactionStatus;
}

export interface TpvDailyMerchantTable extends RollupMeasures {
  day: ColumnType<string, string, string>;
  project_id: number;
  merchant_id: number;
  status: TransactionStatus;
}

/** Tables of the transactions area (see migrations/0003_transactions.sql). */
export type TransactionsTables = {
  merchant: MerchantTable;
  terminal: TerminalTable;
  card_transaction: CardTransactionTable;
  tpv_daily: TpvDailyTable;
  tpv_daily_project: TpvDailyProjectTable;
  tpv_daily_merchant: TpvDailyMerchantTable;
};
