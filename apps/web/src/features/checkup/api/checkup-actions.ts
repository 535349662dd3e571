import { checkupActionResponseSchema, checkupRunResponseSchema } from '@mentor/contract/checkup';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { checkupKeys } from './checkup-query-keys';

type Ids = number[];
type ActionResult = { data: { id: number }[] };

/** `PUT /v1/checkup/transaction/authorize` (one-time code): the selection becomes available. */
export function useAuthorizeCheckup(ui: ConfirmedMutationUi<ActionResult, Ids> = {}) {
  return useConfirmedMutation({
    invalidate: [checkupKeys.all],
    ...ui,
    mutationFn: (ids: Ids) =>
      mainApi.put(
        '/v1/checkup/transaction/authorize',
        { transaction_ids: ids },
        { otp: true, schema: checkupActionResponseSchema },
      ),
  });
}

/** `PUT /v1/checkup/transaction/delete` (one-time code): duplicated copies become DELETED. */
export function useDeleteCheckup(ui: ConfirmedMutationUi<ActionResult, Ids> = {}) {
  return useConfirmedMutation({
    invalidate: [checkupKeys.all],
    ...ui,
    mutationFn: (ids: Ids) =>
      mainApi.put(
        '/v1/checkup/transaction/delete',
        { transaction_ids: ids },
        { otp: true, schema: checkupActionResponseSchema },
      ),
  });
}

/** `POST /v1/checkup/transactions` (one-time code): re-runs the whole check-up in the background. */
export function useRerunCheckup(
  ui: ConfirmedMutationUi<{ run_id: number; job_id: string; message: string }, void> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: () =>
      mainApi.post('/v1/checkup/transactions', undefined, { otp: true, schema: checkupRunResponseSchema }),
  });
}
