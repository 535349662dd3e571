import { pix } from '@mentor/contract/pix-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** Cancels an open infraction (empty body); every Pix list reloads afterwards. */
export function useCancelInfraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.call(pix.cancelInfraction, { params: { uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixKeys.all }),
  });
}
