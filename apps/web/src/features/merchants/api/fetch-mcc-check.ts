import { mccCheckSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';

/** What changing the MCC would change (`update_mcc/check`). */
export function fetchMccCheck(id: number, mcc: string) {
  return mainApi.get(`/v1/merchant/${id}/update_mcc/check`, { query: { mcc }, schema: mccCheckSchema });
}
