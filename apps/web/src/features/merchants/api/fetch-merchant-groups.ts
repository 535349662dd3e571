import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api, type QueryParams } from '../../../shared/lib/api';

/** One page of merchant groups (`merchants.listGroups`). */
export function fetchMerchantGroups(query: QueryParams, signal: AbortSignal) {
  return api.call(merchants.listGroups, {
    query: query as EndpointQuery<typeof merchants.listGroups>,
    signal,
  });
}
