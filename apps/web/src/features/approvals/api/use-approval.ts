import { approvalRequestSchema } from '@mentor/contract/approvals';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { approvalKeys } from './approval-keys';

/** One change (a link's `?id=`): its requester or someone who may decide it sees it. */
export function useApproval(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: approvalKeys.detail(id ?? 0),
    queryFn: () => mainApi.get(`/v1/approvals/${id}`, { schema: approvalRequestSchema }),
  });
}
