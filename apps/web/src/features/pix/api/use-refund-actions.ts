import {
  type Refund,
  type RefundCloseInput,
  type RefundCreateInput,
  refundSchema,
} from '@mentor/contract/pix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { pixKeys } from './pix-query-keys';

/** Creates a refund request; every Pix list reloads afterwards. */
export function useCreateRefund(ui: ConfirmedMutationUi<Refund, RefundCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: RefundCreateInput) =>
      backofficeApi.post('/spe-n-pre-pix/v1/refund/create', input, { schema: refundSchema }),
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
      backofficeApi.post(`/spe-n-pre-pix/v1/refund/${encodeURIComponent(uuid)}/close`, input, {
        schema: refundSchema,
      }),
    invalidate: [pixKeys.all],
  });
}

/** Cancels an open refund request. */
export function useCancelRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      backofficeApi.post(`/spe-n-pre-pix/v1/refund/${encodeURIComponent(uuid)}/cancel`, undefined, {
        schema: refundSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixKeys.all }),
  });
}
