export { ScrollTable } from './scroll-table';
