export { StatusChip, type StatusChipProps } from './status-chip';
