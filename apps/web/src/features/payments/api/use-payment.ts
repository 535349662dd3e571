import {
  paymentInstallmentsResponseSchema,
  paymentReceivableUnitSchema,
  paymentRemittanceSchema,
  paymentSchema,
} from '@mentor/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { paymentKeys } from './payment-query-keys';

/** One payment with its receivable units, first installments and remittances (detail drawer). */
export function usePaymentDetail(id: number | null) {
  const enabled = id !== null;
  const key = paymentKeys.detail(id ?? 0);
  const payment = useQuery({
    queryKey: key,
    enabled,
    queryFn: ({ signal }) => mainApi.get(`/v1/payment/${id}`, { schema: paymentSchema, signal }),
  });
  const units = useQuery({
    queryKey: [...key, 'units'],
    enabled,
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/payment/${id}/receivable_unit`, {
        schema: z.array(paymentReceivableUnitSchema),
        signal,
      }),
  });
  const installments = useQuery({
    queryKey: [...key, 'installments'],
    enabled,
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/payment/${id}/installments`, {
        query: { page: 1, perPage: 100 },
        schema: paymentInstallmentsResponseSchema,
        signal,
      }),
  });
  const remittances = useQuery({
    queryKey: [...key, 'remittances'],
    enabled,
    queryFn: ({ signal }) =>
      mainApi.get('/v1/payment/remittances', {
        query: { payment_id: id ?? 0 },
        schema: z.array(paymentRemittanceSchema),
        signal,
      }),
  });
  return { payment, units, installments, remittances };
}
