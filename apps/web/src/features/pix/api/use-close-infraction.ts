import type { Infraction, InfractionCloseInput } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { pixKeys } from './pix-query-keys';

/** Closes an open infraction with the analysis; every Pix list reloads afterwards. */
export function useCloseInfraction(
  ui: ConfirmedMutationUi<Infraction, { uuid: string; input: InfractionCloseInput }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string; input: InfractionCloseInput }) =>
      api.call(pix.closeInfraction, { params: { uuid }, body: input }),
    invalidate: [pixKeys.all],
  });
}
