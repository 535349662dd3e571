import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api, type QueryParams } from '../../../shared/lib/api';

/** One page of CNAE subclasses (search by code 0000-0/00 or description). */
export function fetchCnaes(query: QueryParams, signal: AbortSignal) {
  return api.call(merchants.listCnaes, {
    query: query as EndpointQuery<typeof merchants.listCnaes>,
    signal,
  });
}
