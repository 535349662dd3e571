import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { pixKeys } from './pix-query-keys';

/** Cancels an open infraction (empty body), once per record however often it is asked; every Pix list reloads afterwards. */
export function useCancelInfraction(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) => api.call(pix.cancelInfraction, { params: { uuid } }),
    invalidate: [pixKeys.all],
  });
}
