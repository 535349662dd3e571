export { columnDetails } from './column-details';
export { RecordDrawer, type RecordDrawerProps } from './record-drawer';
export { type RecordParam, useRecordParam } from './use-record-param';
