export {
  ColumnChooserMenu,
  type ColumnChooserMenuProps,
  ColumnChooserPanel,
  type ColumnChooserPanelProps,
} from './column-chooser';
export {
  type ColumnBase,
  type DateColumnOptions,
  dateColumn,
  type IdColumnOptions,
  idColumn,
  type MoneyColumnOptions,
  moneyColumn,
  type StatusColumnOptions,
  statusColumn,
} from './columns';
export { DataTable, type DataTableProps, DEFAULT_PER_PAGE_OPTIONS } from './data-table';
export type {
  Column,
  ColumnChooserOptions,
  DataTableSelection,
  DataTableState,
  ExportFormat,
  ExportMenuOptions,
  RowId,
} from './data-table-types';
export {
  type ChoosableColumn,
  type ColumnVisibility,
  columnStorageKey,
  useColumnVisibility,
} from './use-column-visibility';
