export { RecordTitle, type RecordTitleProps } from './record-title';
export { type RouteTab, RouteTabs, type RouteTabsProps } from './route-tabs';
