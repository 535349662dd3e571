import { mccSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { cnaeKeys } from './merchant-query-keys';

/** The usual MCCs of a CNAE for an entity type. */
export function useMccsOfCnae(cnae: string | null, entityType: 'PF' | 'PJ') {
  return useQuery({
    queryKey: cnaeKeys.mccsOf(cnae, entityType),
    queryFn: () =>
      mainApi.get(`/v1/mcc/cnae/${cnae}`, { query: { entity_type: entityType }, schema: z.array(mccSchema) }),
    enabled: cnae !== null,
  });
}
