import type { Refund, RefundCloseInput, RefundCreateInput } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { pixKeys } from './pix-query-keys';

/** Creates a refund request; every Pix list reloads afterwards. */
export function useCreateRefund(ui: ConfirmedMutationUi<Refund, RefundCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: RefundCreateInput) => api.call(pix.createRefund, { body: input }),
    invalidate: [pixKeys.all],
  });
}

/** Closes an open refund request with the analysis. */
export function useCloseRefund(
  ui: ConfirmedMutationUi<Refund, { uuid: string; input: RefundCloseInput }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string; input: RefundCloseInput }) =>
      api.call(pix.closeRefund, { params: { uuid }, body: input }),
    invalidate: [pixKeys.all],
  });
}

/** Cancels an open refund request, once per record however often it is asked. */
export function useCancelRefund(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) => api.call(pix.cancelRefund, { params: { uuid } }),
    invalidate: [pixKeys.all],
  });
}
