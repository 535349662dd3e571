import { receivables } from '@mentor/contract/receivables-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { receivableKeys } from './receivable-query-keys';

/** Installments shown on a payment's detail (the rest are counted). */
export const PAYMENT_INSTALLMENTS_SHOWN = 50;

/** A receivable-unit payment and the installments of its unit. */
export function useUnitPayment(id: number | null) {
  const params = { id: id ?? 0 };
  const payment = useQuery({
    queryKey: receivableKeys.unitPayment(id ?? 0),
    queryFn: ({ signal }) => api.call(receivables.readUnitPayment, { params, signal }),
    enabled: id !== null,
  });
  const installments = useQuery({
    queryKey: receivableKeys.unitPaymentInstallments(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(receivables.listUnitPaymentInstallments, {
        params,
        query: { page: '1', perPage: String(PAYMENT_INSTALLMENTS_SHOWN) },
        signal,
      }),
    enabled: id !== null,
  });
  return { payment, installments };
}
