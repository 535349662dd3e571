import { approvals } from '@mentor/contract/approvals-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { approvalKeys } from './approval-keys';

/** One change (a link's `?id=`): its requester or someone who may decide it sees it. */
export function useApproval(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: approvalKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.call(approvals.readApproval, { params: { id: id ?? 0 }, signal }),
  });
}
