import { pagedResponseSchema } from '@mentor/contract';
import { cnaeSchema } from '@mentor/contract/merchants';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

export const cnaePageSchema = pagedResponseSchema(cnaeSchema);

/** One page of `GET /v1/cnae` (search by code 0000-0/00 or description). */
export function fetchCnaes(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/cnae', { query, schema: cnaePageSchema, signal });
}
