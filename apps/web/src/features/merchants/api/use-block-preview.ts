import { blockPreviewSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** What blocking the merchant affects (TPV of 30 days, active terminals, unpaid receivables). */
export function useBlockPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'block-preview'),
    queryFn: () => mainApi.get(`/v1/merchant/${id}/block/preview`, { schema: blockPreviewSchema }),
    enabled,
  });
}
