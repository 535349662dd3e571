import {
  type SalesPlan,
  type SalesPlanCreateInput,
  type SalesPlanUpdateInput,
  salesPlanSchema,
} from '@mentor/contract/plans';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { planKeys } from './plan-keys';

/** `POST /v1/sales_plan`: a plan with its first MDR rates (in force today). */
export function useCreateSalesPlan(ui: ConfirmedMutationUi<SalesPlan, SalesPlanCreateInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: SalesPlanCreateInput) =>
      mainApi.post('/v1/sales_plan', body, { schema: salesPlanSchema }),
    invalidate: [planKeys.salesList],
  });
}

/** `PUT /v1/sales_plan/{id}`: name, MCC, status and automatic anticipation. */
export function useUpdateSalesPlan(
  id: number,
  ui: ConfirmedMutationUi<SalesPlan, SalesPlanUpdateInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: SalesPlanUpdateInput) =>
      mainApi.put(`/v1/sales_plan/${id}`, body, { schema: salesPlanSchema }),
    invalidate: [planKeys.salesList, historyKeys.all],
  });
}
