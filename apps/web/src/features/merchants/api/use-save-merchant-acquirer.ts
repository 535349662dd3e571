import type { merchantAcquirerBodySchema } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import type { z } from 'zod';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

export type MerchantAcquirerInput = z.output<typeof merchantAcquirerBodySchema>;

/** Registers the merchant at an acquirer (`create`) or updates the registration (`update`). */
export function useSaveMerchantAcquirer(
  id: number,
  mode: 'create' | 'update',
  ui: MerchantMutationUi<MerchantAcquirerInput> = {},
) {
  return useMerchantMutation(
    (body: MerchantAcquirerInput) =>
      api.call(mode === 'create' ? merchants.createAcquirer : merchants.updateAcquirer, {
        params: { id },
        body,
      }),
    ui,
  );
}
