import { pagedResponseSchema } from '@mentor/contract';
import { merchantGroupSchema } from '@mentor/contract/merchants';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

export const merchantGroupPageSchema = pagedResponseSchema(merchantGroupSchema);

/** One page of `GET /v1/merchantgroup`. */
export function fetchMerchantGroups(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/merchantgroup', { query, schema: merchantGroupPageSchema, signal });
}
