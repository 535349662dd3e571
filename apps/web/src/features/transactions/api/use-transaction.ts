import { transactions } from '@mentor/contract/transactions-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { transactionKeys } from './transaction-query';

/** One transaction, by id. */
export function useTransaction(id: number | null) {
  return useQuery({
    queryKey: transactionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.call(transactions.readTransaction, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
