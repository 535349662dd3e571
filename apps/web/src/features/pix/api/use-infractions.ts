import { gatewayPagedSchema, type InfractionListQuery, infractionSchema } from '@mentor/contract/pix';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

const listSchema = gatewayPagedSchema(infractionSchema);

export function fetchInfractions(query: InfractionListQuery) {
  return backofficeApi.get('/spe-n-pre-pix/v1/infraction-reports', {
    query: { ...query },
    schema: listSchema,
  });
}

/** A page of infraction reports. */
export function useInfractions(query: InfractionListQuery) {
  return useQuery({
    queryKey: pixKeys.infractions(query),
    queryFn: () => fetchInfractions(query),
    placeholderData: keepPreviousData,
  });
}
