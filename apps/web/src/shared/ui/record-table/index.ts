export { type RecordColumn, type RecordRowAction, RecordTable, type RecordTableProps } from './record-table';
