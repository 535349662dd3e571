import { transactionSchema } from '@mentor/contract/transactions';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { transactionKeys } from './transaction-query';

/** One transaction, `GET /v1/transaction/{id}`. */
export function useTransaction(id: number | null) {
  return useQuery({
    queryKey: transactionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => mainApi.get(`/v1/transaction/${id}`, { schema: transactionSchema, signal }),
    enabled: id !== null,
  });
}
