export { duplicatePendingId, PENDING_CHANGES_KEY } from './duplicate-pending';
export { PendingChanges, type PendingChangesProps } from './pending-changes';
export { usePendingChanges } from './use-pending-changes';
