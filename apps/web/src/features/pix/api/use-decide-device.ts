import { deviceSchema } from '@mentor/contract/pix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

export interface DeviceDecision {
  uuidAccountPayment: string;
  uuidAccountPaymentDevice: string;
  decision: 'authorize' | 'revoke';
}

/** Authorises or revokes a pending device; the device list reloads afterwards. */
export function useDecideDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuidAccountPayment, uuidAccountPaymentDevice, decision }: DeviceDecision) =>
      backofficeApi.put(
        `/spe-n-backoffice/v1/device/ap/${encodeURIComponent(uuidAccountPayment)}/${decision}/${encodeURIComponent(uuidAccountPaymentDevice)}`,
        undefined,
        { schema: deviceSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixKeys.all }),
  });
}
