import type { ApprovalStatus } from '@mentor/contract/approvals';
import { approvals } from '@mentor/contract/approvals-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { approvalKeys } from './approval-keys';

export interface ApprovalListQuery {
  page: number;
  perPage: number;
  status?: ApprovalStatus | undefined;
  mine?: boolean | undefined;
}

/** Changes the caller may decide (or, with `mine`, those they asked for). */
export function useApprovals(query: ApprovalListQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: approvalKeys.list(query),
    queryFn: ({ signal }) => api.call(approvals.listApprovals, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
