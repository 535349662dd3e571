import { pagedResponseSchema } from '@mentor/contract';
import { merchantListItemSchema } from '@mentor/contract/merchants';
import { ApiError, mainApi } from '../../lib/api';
import { useSearchChoices } from '../search-select';
import { type MerchantChoice, merchantChoice, merchantLookup } from './merchant-option';

const merchantPageSchema = pagedResponseSchema(merchantListItemSchema);
/** Characters typed before the picker searches. */
export const MERCHANT_SEARCH_MIN = 2;

/**
 * Active merchants of a project for the typed text, through `GET /v1/merchant` and its filters
 * (the server keeps the caller's project scope and, without reveal permission, matches whole
 * documents only); a number is also tried as a merchant id.
 */
async function searchMerchants(text: string, projectId: number, signal: AbortSignal) {
  const { query, id } = merchantLookup(text);
  const common = { project_id: String(projectId), perPage: '20', sortBy: 'merchant_name', sortDesc: 'false' };
  const [page, byId] = await Promise.all([
    mainApi.get('/v1/merchant', { query: { ...query, ...common }, schema: merchantPageSchema, signal }),
    id === null
      ? null
      : mainApi
          .get(`/v1/merchant/${id}`, { schema: merchantListItemSchema, signal })
          .catch((error: unknown) => {
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
