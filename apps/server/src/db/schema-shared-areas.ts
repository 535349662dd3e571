import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * PostgreSQL numeric (rates, percent): the pool reads it as a number (src/db/database.ts); select
 * `rate::text` where the exact decimal matters (display, comparisons made in SQL stay exact).
 */
type Decimal = ColumnType<number, string | number, string | number>;
/** A `date` column ('YYYY-MM-DD' written; read as a Date at UTC midnight by node-postgres). */
type DateText = ColumnType<Date, string | Date, string | Date>;
/** bigint cents and ids: read as numbers (src/db/database.ts). */
type Cents = ColumnType<number, number | string, number | string>;

export interface SalesPlanTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  channel_id: number;
  mcc: string | null;
  status: Generated<number>;
  automatic_anticipation: Generated<boolean>;
  anticipation_rate: ColumnType<number, string | number | undefined, string | number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SalesPlanRateTable {
  id: Generated<number>;
  sales_plan_id: number;
  card_brand_id: number;
  operation_id: number;
  rate: Decimal;
  valid_from: ColumnType<Date, string | Date | undefined, string | Date>;
  created_at: Generated<Date>;
}

export interface MerchantSalesPlanTable {
  merchant_id: number;
  channel_id: number;
  sales_plan_id: number;
  assigned_at: Generated<Date>;
}

export interface ReceivableTable {
  id: Generated<number>;
  transaction_id: number;
  project_id: number;
  merchant_id: number;
  terminal_id: number | null;
  channel_id: number;
  operation_id: number;
  card_brand_id: number | null;
  sales_plan_id: number | null;
  installment_number: number;
  installment_count: number;
  gross_amount: Cents;
  mdr_rate: Decimal;
  mdr_amount: Cents;
  net_amount: Cents;
  adjustment_amount: ColumnType<number, string | number | undefined, string | number>;
  dt_emission: Timestamp;
  dt_due: DateText;
  dt_payment: DateText | null;
  paid: Generated<number>;
  paid_amount: ColumnType<number, string | number | undefined, string | number>;
  anticipated: Generated<boolean>;
  dt_anticipation_order: DateText | null;
  blocked: Generated<boolean>;
  block_type_id: number | null;
  block_description: string | null;
  dt_block: Timestamp | null;
  payment_id: number | null;
  created_at: Generated<Date>;
}

/** Records several areas share (0090 migration). */
export type SharedAreaTables = {
  sales_plan: SalesPlanTable;
  sales_plan_rate: SalesPlanRateTable;
  merchant_sales_plan: MerchantSalesPlanTable;
  receivable: ReceivableTable;
};
