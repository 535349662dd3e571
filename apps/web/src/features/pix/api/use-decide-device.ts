import { type Device, deviceSchema } from '@mentor/contract/pix';
import { backofficeApi } from '../../../shared/lib/api';
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
      backofficeApi.put(
        `/spe-n-backoffice/v1/device/ap/${encodeURIComponent(uuidAccountPayment)}/${decision}/${encodeURIComponent(uuidAccountPaymentDevice)}`,
        undefined,
        { schema: deviceSchema },
      ),
    invalidate: [pixKeys.all],
  });
}
