import type { merchantAcquirerBodySchema } from '@mentor/contract/merchants';
import { merchantAcquirerSchema } from '@mentor/contract/merchants';
import type { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

export type MerchantAcquirerInput = z.output<typeof merchantAcquirerBodySchema>;

/** Registers the merchant at an acquirer (`POST`) or updates the registration (`PUT`). */
export function useSaveMerchantAcquirer(
  id: number,
  mode: 'create' | 'update',
  ui: MerchantMutationUi<MerchantAcquirerInput> = {},
) {
  return useMerchantMutation((body: MerchantAcquirerInput) => {
    const url = `/v1/merchant/${id}/acquirer`;
    const options = { schema: merchantAcquirerSchema };
    return mode === 'create' ? mainApi.post(url, body, options) : mainApi.put(url, body, options);
  }, ui);
}
