import {
  type PaymentActionResult,
  paymentActionResultSchema,
  paymentCutoffSchema,
  paymentRemittanceSchema,
  paymentSelectionSchema,
  type SettlementType,
} from '@mentor/contract/payments';
import type { ReasonInput } from '@mentor/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { paymentKeys } from './payment-query-keys';

export interface SettleVariables {
  type: SettlementType;
  ids: number[];
  reason: ReasonInput;
  /** The whole tab of the type (every date), instead of `ids`. */
  wholeTab?: boolean;
}

/** Settles the selected payments of a type: asks the one-time code, then the bank answers. */
export function useSettlePayments(ui: ConfirmedMutationUi<PaymentActionResult, SettleVariables> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ type, ids, reason, wholeTab }: SettleVariables) =>
      mainApi.post(`/v1/payment/settle/${type}`, wholeTab ? { tab: type, ...reason } : { ids, ...reason }, {
        otp: true,
        input: paymentSelectionSchema,
        schema: paymentActionResultSchema,
      }),
    invalidate: [paymentKeys.all],
  });
}

/** Converts the selected SLC payments to TED (one-time code). */
export function useConvertSlcToTed(
  ui: ConfirmedMutationUi<PaymentActionResult, { ids: number[]; reason: ReasonInput }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ ids, reason }: { ids: number[]; reason: ReasonInput }) =>
      mainApi.post(
        '/v1/payment/convert_slc_to_ted',
        { ids, ...reason },
        { otp: true, input: paymentSelectionSchema, schema: paymentActionResultSchema },
      ),
    invalidate: [paymentKeys.all],
  });
}

/** The next cut-off of each type and what is queued for it. */
export function useCutoffs() {
  return useQuery({
    queryKey: paymentKeys.cutoffs,
    queryFn: ({ signal }) =>
      mainApi.get('/v1/payment/cutoff', { schema: z.array(paymentCutoffSchema), signal }),
    refetchInterval: 60_000,
  });
}

/** The latest remittances the bank adapter recorded. */
export function useRemittances() {
  return useQuery({
    queryKey: paymentKeys.remittances,
    queryFn: ({ signal }) =>
      mainApi.get('/v1/payment/remittances', { schema: z.array(paymentRemittanceSchema), signal }),
  });
}

/** The payment actions without a one-time code (spec core §7.9), on a selection or one payment. */
export type PaymentAction = 'recalculate' | 'revalidate' | 'remove_all_pending' | 'delete' | 'rollback';

export interface PaymentActionVariables {
  action: PaymentAction;
  ids: number[];
  reason: ReasonInput | null;
}

function callAction({ action, ids, reason }: PaymentActionVariables) {
  const body = { ids, ...(reason ?? {}) };
  const options = { schema: paymentActionResultSchema };
  if (action === 'delete') return mainApi.delete(`/v1/payment/${ids[0]}`, { ...options, body });
  if (action === 'rollback') return mainApi.put(`/v1/payment/manualrollback/${ids[0]}`, body, options);
  return mainApi.post(`/v1/payment/${action}`, body, options);
}

export function usePaymentAction(ui: ConfirmedMutationUi<PaymentActionResult, PaymentActionVariables> = {}) {
  return useConfirmedMutation({ ...ui, mutationFn: callAction, invalidate: [paymentKeys.all] });
}
