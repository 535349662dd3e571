import type { Device } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { pixKeys } from './pix-query-keys';

export interface DeviceDecision {
  uuidAccountPayment: string;
  uuidAccountPaymentDevice: string;
  decision: 'authorize' | 'revoke';
}

/** Authorises or revokes a pending device; the device list reloads afterwards. */
export function useDecideDevice(ui: ConfirmedMutationUi<Device, DeviceDecision> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuidAccountPayment, uuidAccountPaymentDevice, decision }: DeviceDecision) =>
      api.call(decision === 'authorize' ? pix.authorizeDevice : pix.revokeDevice, {
        params: { uuidAccountPayment, uuidAccountPaymentDevice },
      }),
    invalidate: [pixKeys.all],
  });
}
