import { unitInstallmentListResponseSchema, unitPaymentSchema } from '@mentor/contract/receivables';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { receivableKeys } from './receivable-query-keys';

/** Installments shown on a payment's detail (the rest are counted). */
export const PAYMENT_INSTALLMENTS_SHOWN = 50;

/** A receivable-unit payment and the installments of its unit. */
export function useUnitPayment(id: number | null) {
  const payment = useQuery({
    queryKey: receivableKeys.unitPayment(id ?? 0),
    queryFn: ({ signal }) => mainApi.get(`/v1/cerc_ur_payment/${id}`, { schema: unitPaymentSchema, signal }),
    enabled: id !== null,
  });
  const installments = useQuery({
    queryKey: receivableKeys.unitPaymentInstallments(id ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/cerc_ur_payment/${id}/installments`, {
        query: { page: '1', perPage: String(PAYMENT_INSTALLMENTS_SHOWN) },
        schema: unitInstallmentListResponseSchema,
        signal,
      }),
    enabled: id !== null,
  });
  return { payment, installments };
}
