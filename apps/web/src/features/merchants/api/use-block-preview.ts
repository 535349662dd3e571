import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** What blocking the merchant affects (TPV of 30 days, active terminals, unpaid receivables). */
export function useBlockPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'block-preview'),
    queryFn: ({ signal }) => api.call(merchants.blockPreview, { params: { id }, signal }),
    enabled,
  });
}
