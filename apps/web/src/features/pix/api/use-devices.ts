import { type DeviceListQuery, deviceSchema, gatewayPagedSchema } from '@mentor/contract/pix';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { pixKeys } from './pix-query-keys';

const listSchema = gatewayPagedSchema(deviceSchema);

/** A page of Pix devices. */
export function useDevices(query: DeviceListQuery) {
  return useQuery({
    queryKey: pixKeys.devices(query),
    queryFn: () =>
      backofficeApi.get('/spe-view-n-backoffice/v1/device/', { query: { ...query }, schema: listSchema }),
    placeholderData: keepPreviousData,
  });
}
