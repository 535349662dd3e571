import type { DB as RowTypes } from './schema.gen.ts';

export type SalesPlanTable = RowTypes['sales_plan'];

export type SalesPlanRateTable = RowTypes['sales_plan_rate'];

export type MerchantSalesPlanTable = RowTypes['merchant_sales_plan'];

export type ReceivableTable = RowTypes['receivable'];

/** Records several areas share (0090 migration). */
export type SharedAreaTables = {
  sales_plan: SalesPlanTable;
  sales_plan_rate: SalesPlanRateTable;
  merchant_sales_plan: MerchantSalesPlanTable;
  receivable: ReceivableTable;
};
