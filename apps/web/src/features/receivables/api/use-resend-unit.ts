import type { ReceivableUnit, ReceivableUnitUpdate } from '@mentor/contract/receivables';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { receivableKeys } from './receivable-query-keys';

type Variables = ReceivableUnitUpdate & { id: number };

/**
 * Sends a receivable unit to the registry again with a change type and, optionally, a new
 * status (audited); the unit, the lists and its history reload.
 */
export function useResendUnit(ui: ConfirmedMutationUi<ReceivableUnit, Variables> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, ...body }: Variables) => api.call(receivables.resendUnit, { params: { id }, body }),
    invalidate: [receivableKeys.unitRecords, receivableKeys.units, historyKeys.all],
  });
}
