import { transactionListResponseSchema } from '@mentor/contract/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { type TransactionRequest, transactionKeys } from './transaction-query';

/** One page of `GET /v1/transaction` (spec core §7.3): key and fetch, for the hook and prefetching. */
export function transactionListQuery(request: TransactionRequest) {
  return queryOptions({
    queryKey: transactionKeys.list(request),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/transaction', {
        query: {
          ...request.filters,
          page: request.page,
          perPage: request.perPage,
          sortBy: request.sortBy,
          sortDesc: request.sortDesc,
          cursor: request.cursor,
        },
        schema: transactionListResponseSchema,
        signal,
      }),
  });
}

/** One page of `GET /v1/transaction` (spec core §7.3). */
export function useTransactions(request: TransactionRequest) {
  return useQuery({ ...transactionListQuery(request), placeholderData: keepPreviousData });
}
