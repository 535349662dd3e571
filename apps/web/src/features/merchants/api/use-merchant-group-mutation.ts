import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { merchantGroupKeys } from './merchant-query-keys';

/** What a screen adds to a group change: its form, toast and follow-up. */
export type MerchantGroupMutationUi<R, V> = ConfirmedMutationUi<R, V>;

/** A confirmed change of a merchant group: the group lists, records and history reload. */
export function useMerchantGroupMutation<V, R>(
  run: (vars: V) => Promise<R>,
  ui: MerchantGroupMutationUi<R, V> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: run,
    invalidate: [merchantGroupKeys.all, historyKeys.all],
  });
}
