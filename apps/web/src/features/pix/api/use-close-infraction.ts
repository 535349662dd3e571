import { type InfractionCloseInput, infractionSchema } from '@mentor/contract/pix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

/** Closes an open infraction with the analysis; every Pix list reloads afterwards. */
export function useCloseInfraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, input }: { uuid: string; input: InfractionCloseInput }) =>
      backofficeApi.post(`/spe-n-pre-pix/v2/infraction-reports/${encodeURIComponent(uuid)}/close`, input, {
        schema: infractionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixKeys.all }),
  });
}
