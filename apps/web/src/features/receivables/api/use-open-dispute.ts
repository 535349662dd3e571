import type { Dispute, DisputeCreateInput } from '@mentor/contract/receivables';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { receivableKeys } from './receivable-query-keys';

/** Opens a dispute on a receivable unit; the unit, its timeline and the dispute lists reload. */
export function useOpenDispute(ui: ConfirmedMutationUi<Dispute, DisputeCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: DisputeCreateInput) => api.call(receivables.openDispute, { body: input }),
    invalidate: [receivableKeys.disputes, receivableKeys.unitRecords, historyKeys.all],
  });
}
