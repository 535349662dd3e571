import { pix } from '@mentor/contract/pix-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** One infraction report. */
export function useInfraction(uuid: string | null) {
  return useQuery({
    queryKey: pixKeys.infraction(uuid ?? ''),
    queryFn: () => api.call(pix.readInfraction, { params: { uuid: uuid ?? '' } }),
    enabled: uuid !== null,
  });
}
