import { acquirerDetailSchema, acquirerMdrRowSchema } from '@mentor/contract/plans';
import { acquirerSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { planKeys } from './plan-keys';

export function useAcquirers() {
  return useQuery({
    queryKey: planKeys.acquirers,
    queryFn: () => mainApi.get('/v1/acquirer', { schema: z.array(acquirerSchema) }),
  });
}

export function useAcquirer(id: number) {
  return useQuery({
    queryKey: planKeys.acquirer(id),
    queryFn: () => mainApi.get(`/v1/acquirer/${id}`, { schema: acquirerDetailSchema }),
  });
}

export function useAcquirerMdr(id: number, channelId: number | null, mcc: string) {
  return useQuery({
    queryKey: planKeys.acquirerMdr(id, channelId ?? 0, mcc),
    enabled: channelId !== null,
    queryFn: () =>
      mainApi.get(`/v1/acquirer/${id}/channel/${channelId}/mdr`, {
        query: mcc ? { mcc } : {},
        schema: z.array(acquirerMdrRowSchema),
      }),
  });
}
