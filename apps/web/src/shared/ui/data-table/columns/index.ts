export type { ColumnBase } from './column-base';
export { type DateColumnOptions, dateColumn } from './date-column';
export { type IdColumnOptions, idColumn } from './id-column';
export { type MoneyColumnOptions, moneyColumn } from './money-column';
export { type StatusColumnOptions, statusColumn } from './status-column';
