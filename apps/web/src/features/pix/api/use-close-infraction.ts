import { type Infraction, type InfractionCloseInput, infractionSchema } from '@mentor/contract/pix';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { pixKeys } from './pix-query-keys';

/** Closes an open infraction with the analysis; every Pix list reloads afterwards. */
export function useCloseInfraction(
  ui: ConfirmedMutationUi<Infraction, { uuid: string; input: InfractionCloseInput }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string; input: InfractionCloseInput }) =>
      backofficeApi.post(`/spe-n-pre-pix/v2/infraction-reports/${encodeURIComponent(uuid)}/close`, input, {
        schema: infractionSchema,
      }),
    invalidate: [pixKeys.all],
  });
}
