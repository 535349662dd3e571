import { type ApprovalStatus, approvalListSchema } from '@mentor/contract/approvals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
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
    queryFn: () => mainApi.get('/v1/approvals', { query: { ...query }, schema: approvalListSchema }),
    placeholderData: keepPreviousData,
  });
}
