import {
  type ReceivableUnit,
  type ReceivableUnitUpdate,
  receivableUnitSchema,
} from '@mentor/contract/receivables';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { receivableKeys } from './receivable-query-keys';

type Variables = ReceivableUnitUpdate & { id: number };

/**
 * Sends a receivable unit to the registry again with a change type and, optionally, a new
 * status (`PUT /v1/cerc_ur/{id}/detailed`, audited); the unit, the lists and its history reload.
 */
export function useResendUnit(ui: ConfirmedMutationUi<ReceivableUnit, Variables> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, ...body }: Variables) =>
      mainApi.put(`/v1/cerc_ur/${id}/detailed`, body, { schema: receivableUnitSchema }),
    invalidate: [receivableKeys.unitRecords, receivableKeys.units, historyKeys.all],
  });
}
