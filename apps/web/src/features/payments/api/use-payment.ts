import { payments } from '@mentor/contract/payments-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { paymentKeys } from './payment-query-keys';

/** One payment with its receivable units, first installments and remittances (detail drawer). */
export function usePaymentDetail(id: number | null) {
  const enabled = id !== null;
  const key = paymentKeys.detail(id ?? 0);
  const params = { id: id ?? 0 };
  const payment = useQuery({
    queryKey: key,
    enabled,
    queryFn: ({ signal }) => api.call(payments.readPayment, { params, signal }),
  });
  const units = useQuery({
    queryKey: [...key, 'units'],
    enabled,
    queryFn: ({ signal }) => api.call(payments.listReceivableUnits, { params, signal }),
  });
  const installments = useQuery({
    queryKey: [...key, 'installments'],
    enabled,
    queryFn: ({ signal }) =>
      api.call(payments.listInstallments, { params, query: { page: 1, perPage: 100 }, signal }),
  });
  const remittances = useQuery({
    queryKey: [...key, 'remittances'],
    enabled,
    queryFn: ({ signal }) => api.call(payments.listRemittances, { query: { payment_id: id ?? 0 }, signal }),
  });
  return { payment, units, installments, remittances };
}
