import { approvals } from '@mentor/contract/approvals-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { approvalKeys } from './approval-keys';

/** Pending changes the caller could decide, refreshed every minute (top bar badge). */
export function useApprovalCount(enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.count,
    queryFn: ({ signal }) => api.call(approvals.countPending, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}
