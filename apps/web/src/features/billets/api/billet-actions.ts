import type { Billet, BilletUpdateBody } from '@mentor/contract/billets';
import { billets } from '@mentor/contract/billets-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { billetKeys } from './billet-query-keys';

type Options<TData, TVariables> = ConfirmedMutationUi<TData, TVariables>;

/** Cancel with `{ id, our_number }` items: downs the selection, all or none. */
export function useCancelBillets(
  options: Options<{ data: Billet[] }, Pick<Billet, 'billet_id' | 'our_number'>[]> = {},
) {
  return useConfirmedMutation({
    invalidate: [billetKeys.all],
    ...options,
    mutationFn: (selection) =>
      api.call(billets.cancelBillets, {
        body: { bank_billets: selection.map((b) => ({ id: b.billet_id, our_number: b.our_number })) },
      }),
  });
}

/** Update of an open billet (addressed by id and our number): due date, fees, penalty and discount. */
export function useUpdateBillet(
  options: Options<Billet, { billet: Pick<Billet, 'billet_id' | 'our_number'>; body: BilletUpdateBody }> = {},
) {
  return useConfirmedMutation({
    invalidate: [billetKeys.all],
    ...options,
    mutationFn: ({ billet, body }) =>
      api.call(billets.updateBillet, {
        params: { billet_id: billet.billet_id },
        query: { our_number: billet.our_number },
        body,
      }),
  });
}
