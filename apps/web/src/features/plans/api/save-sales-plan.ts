import type { SalesPlan, SalesPlanCreateInput, SalesPlanUpdateInput } from '@mentor/contract/plans';
import { plans } from '@mentor/contract/plans-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { planKeys } from './plan-keys';

/** A plan with its first MDR rates (in force today). */
export function useCreateSalesPlan(ui: ConfirmedMutationUi<SalesPlan, SalesPlanCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: SalesPlanCreateInput) => api.call(plans.createSalesPlan, { body }),
    invalidate: [planKeys.salesList],
  });
}

/** Name, MCC, status and automatic anticipation of a plan. */
export function useUpdateSalesPlan(
  id: number,
  ui: ConfirmedMutationUi<SalesPlan, SalesPlanUpdateInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: SalesPlanUpdateInput) => api.call(plans.updateSalesPlan, { params: { id }, body }),
    invalidate: [planKeys.salesList, historyKeys.all],
  });
}
