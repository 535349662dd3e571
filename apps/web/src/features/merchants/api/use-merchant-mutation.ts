import type { QueryKey } from '@tanstack/react-query';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { merchantKeys } from './merchant-query-keys';

/** What a screen adds to a merchant change: its form, toast and follow-up. */
export type MerchantMutationUi<V> = ConfirmedMutationUi<unknown, V>;

/**
 * A confirmed change of a merchant: afterwards the merchant lists, records and record history
 * reload (plus any extra keys the operation touches).
 */
export function useMerchantMutation<V, R>(
  run: (vars: V) => Promise<R>,
  ui: MerchantMutationUi<V> = {},
  extra: readonly QueryKey[] = [],
) {
  return useConfirmedMutation({
    ...(ui as ConfirmedMutationUi<R, V>),
    mutationFn: run,
    invalidate: [merchantKeys.all, historyKeys.all, ...extra],
  });
}
