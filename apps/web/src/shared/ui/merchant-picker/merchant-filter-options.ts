import { merchants } from '@mentor/contract/merchants-endpoints';
import { ApiError, api } from '../../lib/api';
import type { FilterOption } from '../filter-panel';
import { merchantChoice, merchantLookup } from './merchant-option';

/**
 * Choices of a list's merchant filter (an `autocomplete` filter's `loadOptions`): merchants of
 * the caller's projects by name, code, whole CPF/CNPJ or id, read as "name — masked document
 * (id)". Unlike the form picker, blocked and deleted merchants are offered too: their records
 * are still looked up. A filter value read from the address (an id) finds its own label.
 */
export async function merchantFilterOptions(search: string): Promise<FilterOption[]> {
  const term = search.trim();
  if (term.length < 2 && !/^\d+$/.test(term)) return [];
  const { query, id } = merchantLookup(term);
  const [page, byId] = await Promise.all([
    term.length < 2
      ? null
      : api.call(merchants.listMerchants, {
          query: { ...query, perPage: 20, sortBy: 'merchant_name', sortDesc: false },
        }),
    id === null
      ? null
      : api.call(merchants.readMerchant, { params: { id } }).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
          throw error;
        }),
  ]);
  const rows = [...(byId ? [byId] : []), ...(page?.data ?? []).filter((m) => m.id !== byId?.id)];
  return rows.map(merchantChoice);
}
