import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { cnaeKeys } from './merchant-query-keys';

/** The usual MCCs of a CNAE for an entity type. */
export function useMccsOfCnae(cnae: string | null, entityType: 'PF' | 'PJ') {
  return useQuery({
    queryKey: cnaeKeys.mccsOf(cnae, entityType),
    queryFn: ({ signal }) =>
      api.call(merchants.listMccsOfCnae, {
        params: { cnae: cnae ?? '' },
        query: { entity_type: entityType },
        signal,
      }),
    enabled: cnae !== null,
  });
}
