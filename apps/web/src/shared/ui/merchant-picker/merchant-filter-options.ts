import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../lib/api';
import { type FilterOption, readIfVisible, searchOptions } from '../filter-panel';
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
  return searchOptions({
    search:
      term.length < 2
        ? null
        : api.call(merchants.listMerchants, {
            query: { ...query, perPage: 20, sortBy: 'merchant_name', sortDesc: false },
          }),
    byId: id === null ? null : readIfVisible(() => api.call(merchants.readMerchant, { params: { id } })),
    toOption: merchantChoice,
  });
}
