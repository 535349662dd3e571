import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api, type QueryParams } from '../../../shared/lib/api';

/** One page of merchants (`merchants.listMerchants`). */
export function fetchMerchants(query: QueryParams, signal?: AbortSignal) {
  return api.call(merchants.listMerchants, {
    query: query as EndpointQuery<typeof merchants.listMerchants>,
    ...(signal ? { signal } : {}),
  });
}
