import { approvalCountSchema } from '@mentor/contract/approvals';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { approvalKeys } from './approval-keys';

/** Pending changes the caller could decide, refreshed every minute (top bar badge). */
export function useApprovalCount(enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.count,
    queryFn: () => mainApi.get('/v1/approvals/count', { schema: approvalCountSchema }),
    enabled,
    refetchInterval: 60_000,
  });
}
