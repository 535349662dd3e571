import { infractionSchema } from '@mentor/contract/pix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** Cancels an open infraction (empty body); every Pix list reloads afterwards. */
export function useCancelInfraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      backofficeApi.post(
        `/spe-n-pre-pix/v2/infraction-reports/${encodeURIComponent(uuid)}/cancel`,
        undefined,
        {
          schema: infractionSchema,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixKeys.all }),
  });
}
