import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

export interface SalesPlanChange {
  channel_id: number;
  /** The plan for the channel; null removes the channel's plan. */
  sales_plan_id: number | null;
  /** Whether the channel already has a plan (update) or not (assign). */
  assigned: boolean;
}

/** Assigns, changes or removes the merchant's sales plan of a channel. */
export function useChangeSalesPlan(id: number, ui: MerchantMutationUi<SalesPlanChange> = {}) {
  return useMerchantMutation(({ channel_id, sales_plan_id, assigned }: SalesPlanChange) => {
    if (sales_plan_id === null) {
      return api.call(merchants.removeSalesPlan, { params: { id, channel_id } });
    }
    return assigned
      ? api.call(merchants.changeSalesPlan, { params: { id, channel_id }, body: { sales_plan_id } })
      : api.call(merchants.assignSalesPlan, { params: { id }, body: { channel_id, sales_plan_id } });
  }, ui);
}
