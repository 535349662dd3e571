import { gatewayPagedSchema, type RefundListQuery, refundSchema } from '@mentor/contract/pix';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

const listSchema = gatewayPagedSchema(refundSchema);

/** A page of refund requests (MED). */
export function useRefunds(query: RefundListQuery) {
  return useQuery({
    queryKey: pixKeys.refunds(query),
    queryFn: () =>
      backofficeApi.get('/spe-view-n-pix/v1/refund', { query: { ...query }, schema: listSchema }),
    placeholderData: keepPreviousData,
  });
}
