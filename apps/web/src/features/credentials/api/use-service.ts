import { credentials } from '@mentor/contract/credentials-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { credentialKeys } from './credential-keys';

/** One service of the catalogue (by its realm role) with every context it grants. */
export function useService(service: string) {
  return useQuery({
    queryKey: [...credentialKeys.catalogue, 'service', service],
    enabled: service !== '',
    queryFn: async ({ signal }) => {
      const [services, contexts] = await Promise.all([
        api.call(credentials.listServices, {
          query: { services: [service], platforms: undefined, contexts: undefined },
          signal,
        }),
        api.call(credentials.listContexts, {
          query: { services: [service], contexts: undefined, request_type: undefined, perPage: 500 },
          signal,
        }),
      ]);
      return { service: services.data[0] ?? null, contexts: contexts.data };
    },
  });
}
