import {
  type MerchantGroupDetail,
  type MerchantGroupInput,
  merchantGroupDetailSchema,
} from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantGroupMutationUi, useMerchantGroupMutation } from './use-merchant-group-mutation';

/** Creates (`POST /v1/merchantgroup`) or updates (`PUT /v1/merchantgroup/{id}`) a group. */
export function useSaveMerchantGroup(
  id: number | null,
  ui: MerchantGroupMutationUi<MerchantGroupDetail, MerchantGroupInput> = {},
) {
  return useMerchantGroupMutation(
    (body: MerchantGroupInput) =>
      id === null
        ? mainApi.post('/v1/merchantgroup', body, { schema: merchantGroupDetailSchema })
        : mainApi.put(`/v1/merchantgroup/${id}`, body, { schema: merchantGroupDetailSchema }),
    ui,
  );
}
