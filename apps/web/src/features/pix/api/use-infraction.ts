import { infractionSchema } from '@mentor/contract/pix';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** One infraction report. */
export function useInfraction(uuid: string | null) {
  return useQuery({
    queryKey: pixKeys.infraction(uuid ?? ''),
    queryFn: () =>
      backofficeApi.get(`/spe-n-pre-pix/v1/infraction-reports/${encodeURIComponent(uuid ?? '')}`, {
        schema: infractionSchema,
      }),
    enabled: uuid !== null,
  });
}
