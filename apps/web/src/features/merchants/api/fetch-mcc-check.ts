import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';

/** What changing the MCC would change (`merchants.checkMccChange`). */
export function fetchMccCheck(id: number, mcc: string) {
  return api.call(merchants.checkMccChange, { params: { id }, query: { mcc } });
}
