import { pagedResponseSchema } from '@mentor/contract';
import { merchantListItemSchema } from '@mentor/contract/merchants';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

export const merchantPageSchema = pagedResponseSchema(merchantListItemSchema);

/** One page of `GET /v1/merchant`. */
export function fetchMerchants(query: QueryParams, signal?: AbortSignal) {
  return mainApi.get('/v1/merchant', { query, schema: merchantPageSchema, ...(signal ? { signal } : {}) });
}
