import { refundSchema } from '@mentor/contract/pix';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** One refund request. */
export function useRefund(uuid: string | null) {
  return useQuery({
    queryKey: pixKeys.refund(uuid ?? ''),
    queryFn: () =>
      backofficeApi.get(`/spe-view-n-pix/v1/refund/${encodeURIComponent(uuid ?? '')}`, {
        schema: refundSchema,
      }),
    enabled: uuid !== null,
  });
}
