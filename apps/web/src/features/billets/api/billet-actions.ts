import {
  type Billet,
  type BilletUpdateBody,
  billetCancelResponseSchema,
  billetSchema,
} from '@mentor/contract/billets';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { billetKeys } from './billet-query-keys';

type Options<TData, TVariables> = ConfirmedMutationUi<TData, TVariables>;

/** `PATCH /v1/billet/cancel` with `{ id, our_number }` items: downs the selection, all or none. */
export function useCancelBillets(
  options: Options<{ data: Billet[] }, Pick<Billet, 'billet_id' | 'our_number'>[]> = {},
) {
  return useConfirmedMutation({
    invalidate: [billetKeys.all],
    ...options,
    mutationFn: (billets) =>
      mainApi.patch(
        '/v1/billet/cancel',
        { bank_billets: billets.map((b) => ({ id: b.billet_id, our_number: b.our_number })) },
        { schema: billetCancelResponseSchema },
      ),
  });
}

/** `PUT /v1/billet/{billet_id}?our_number=`: due date, fees, penalty and discount. */
export function useUpdateBillet(
  options: Options<Billet, { billet: Pick<Billet, 'billet_id' | 'our_number'>; body: BilletUpdateBody }> = {},
) {
  return useConfirmedMutation({
    invalidate: [billetKeys.all],
    ...options,
    mutationFn: ({ billet, body }) =>
      mainApi.put(`/v1/billet/${billet.billet_id}`, body, {
        query: { our_number: billet.our_number },
        schema: billetSchema,
      }),
  });
}
