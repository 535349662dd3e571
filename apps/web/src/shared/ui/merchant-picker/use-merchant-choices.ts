import { merchants } from '@mentor/contract/merchants-endpoints';
import { ApiError, api } from '../../lib/api';
import { useSearchChoices } from '../search-select';
import { type MerchantChoice, merchantChoice, merchantLookup } from './merchant-option';

/** Characters typed before the picker searches. */
export const MERCHANT_SEARCH_MIN = 2;

/**
 * Active merchants of a project for the typed text, through the merchant list and its filters
 * (the server keeps the caller's project scope and, without reveal permission, matches whole
 * documents only); a number is also tried as a merchant id.
 */
async function searchMerchants(text: string, projectId: number, signal: AbortSignal) {
  const { query, id } = merchantLookup(text);
  const common = { project_id: projectId, perPage: 20, sortBy: 'merchant_name', sortDesc: false };
  const [page, byId] = await Promise.all([
    api.call(merchants.listMerchants, { query: { ...query, ...common }, signal }),
    id === null
      ? null
      : api.call(merchants.readMerchant, { params: { id }, signal }).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
          throw error;
        }),
  ]);
  const found = byId && byId.project_id === projectId && !byId.deleted && !byId.blocked ? [byId] : [];
  return [...found, ...page.data.filter((m) => m.id !== byId?.id)];
}

/** Debounced search feeding the picker; the chosen merchant always stays among the options. */
export function useMerchantChoices(search: string, projectId: number | null, chosen: MerchantChoice | null) {
  return useSearchChoices({
    key: 'merchant-picker',
    search,
    projectId,
    chosen,
    min: MERCHANT_SEARCH_MIN,
    find: searchMerchants,
    toChoice: merchantChoice,
  });
}
