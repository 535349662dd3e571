import {
  type PaymentActionResult,
  paymentSelectionSchema,
  type SettlementType,
} from '@mentor/contract/payments';
import { payments } from '@mentor/contract/payments-endpoints';
import type { ReasonInput } from '@mentor/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
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
      api.call(payments.settlePayments, {
        params: { payment_type: type },
        body: wholeTab ? { tab: type, ...reason } : { ids, ...reason },
        // A selection the server would refuse is refused here, before a code is asked for.
        input: paymentSelectionSchema,
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
      api.call(payments.convertSlcToTed, { body: { ids, ...reason }, input: paymentSelectionSchema }),
    invalidate: [paymentKeys.all],
  });
}

/** The next cut-off of each type and what is queued for it. */
export function useCutoffs() {
  return useQuery({
    queryKey: paymentKeys.cutoffs,
    queryFn: ({ signal }) => api.call(payments.listCutoffs, { signal }),
    refetchInterval: 60_000,
  });
}

/** The latest remittances the bank adapter recorded. */
export function useRemittances() {
  return useQuery({
    queryKey: paymentKeys.remittances,
    queryFn: ({ signal }) => api.call(payments.listRemittances, { signal }),
  });
}

/** The payment actions without a one-time code (spec core §7.9), on a selection or one payment. */
export type PaymentAction = 'recalculate' | 'revalidate' | 'remove_all_pending' | 'delete' | 'rollback';

export interface PaymentActionVariables {
  action: PaymentAction;
  ids: number[];
  reason: ReasonInput | null;
}

const SELECTION_ACTIONS = {
  recalculate: payments.recalculatePayments,
  revalidate: payments.revalidatePayments,
  remove_all_pending: payments.removeAllPending,
} as const;

function callAction({ action, ids, reason }: PaymentActionVariables) {
  const body = { ids, ...(reason ?? {}) };
  if (action === 'delete') return api.call(payments.deletePayment, { params: { id: ids[0] }, body });
  if (action === 'rollback') return api.call(payments.rollbackPayment, { params: { id: ids[0] }, body });
  return api.call(SELECTION_ACTIONS[action], { body });
}

export function usePaymentAction(ui: ConfirmedMutationUi<PaymentActionResult, PaymentActionVariables> = {}) {
  return useConfirmedMutation({ ...ui, mutationFn: callAction, invalidate: [paymentKeys.all] });
}
