import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';

const appsSchema = z.array(z.object({ app_code: z.string(), app_name: z.string() }));

/**
 * Options of the app_code filter from `GET /v1/apps`, shown by app_name. A failure is
 * swallowed and leaves the options empty (spec core §8).
 */
export function useAppOptions() {
  const query = useQuery({
    queryKey: ['apps'],
    queryFn: async () => {
      try {
        return await mainApi.get('/v1/apps', { schema: appsSchema });
      } catch {
        return [];
      }
    },
    staleTime: 300_000,
  });
  return {
    loading: query.isLoading,
    options: (query.data ?? []).map((a) => ({ value: a.app_code, label: a.app_name })),
  };
}
