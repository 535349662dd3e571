import { pix } from '@mentor/contract/pix-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** One refund request. */
export function useRefund(uuid: string | null) {
  return useQuery({
    queryKey: pixKeys.refund(uuid ?? ''),
    queryFn: () => api.call(pix.readRefund, { params: { uuid: uuid ?? '' } }),
    enabled: uuid !== null,
  });
}
