import { merchantSalesPlanSchema } from '@mentor/contract/merchants';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

export interface SalesPlanChange {
  channel_id: number;
  /** The plan for the channel; null removes the channel's plan. */
  sales_plan_id: number | null;
  /** Whether the channel already has a plan (update) or not (assign). */
  assigned: boolean;
}

const plans = z.array(merchantSalesPlanSchema);

/** Assigns, changes or removes the merchant's sales plan of a channel. */
export function useChangeSalesPlan(id: number, ui: MerchantMutationUi<SalesPlanChange> = {}) {
  return useMerchantMutation(({ channel_id, sales_plan_id, assigned }: SalesPlanChange) => {
    if (sales_plan_id === null) {
      return mainApi.delete(`/v1/merchant/${id}/sales_plan/${channel_id}`, { schema: plans });
    }
    return assigned
      ? mainApi.put(`/v1/merchant/${id}/sales_plan/${channel_id}`, { sales_plan_id }, { schema: plans })
      : mainApi.post(`/v1/merchant/${id}/sales_plan`, { channel_id, sales_plan_id }, { schema: plans });
  }, ui);
}
