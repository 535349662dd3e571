import { checkup } from '@mentor/contract/checkup-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { checkupKeys } from './checkup-query-keys';

type Ids = number[];
type ActionResult = { data: { id: number }[] };

/** Authorise (one-time code): the selection becomes available to the import. */
export function useAuthorizeCheckup(ui: ConfirmedMutationUi<ActionResult, Ids> = {}) {
  return useConfirmedMutation({
    invalidate: [checkupKeys.all],
    ...ui,
    mutationFn: (ids: Ids) => api.call(checkup.authorizeFindings, { body: { transaction_ids: ids } }),
  });
}

/** Delete (one-time code): duplicated copies become DELETED. */
export function useDeleteCheckup(ui: ConfirmedMutationUi<ActionResult, Ids> = {}) {
  return useConfirmedMutation({
    invalidate: [checkupKeys.all],
    ...ui,
    mutationFn: (ids: Ids) => api.call(checkup.deleteFindings, { body: { transaction_ids: ids } }),
  });
}

/** Re-run (one-time code): the whole check-up runs again in the background. */
export function useRerunCheckup(
  ui: ConfirmedMutationUi<{ run_id: number; job_id: string; message: string }, void> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: () => api.call(checkup.rerun),
  });
}
