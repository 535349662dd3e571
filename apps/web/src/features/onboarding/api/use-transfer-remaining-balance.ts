import { type RemainingBalanceInput, remainingBalanceResultSchema } from '@mentor/contract/onboarding';
import type { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export type RemainingBalanceResult = z.infer<typeof remainingBalanceResultSchema>;

/**
 * Transfers a closed account's whole remaining balance (asks the one-time code after the form
 * is valid). The input's `requestId` names the attempt: sent again, the first transfer answers.
 */
export function useTransferRemainingBalance(
  ui: ConfirmedMutationUi<RemainingBalanceResult, RemainingBalanceInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: RemainingBalanceInput) =>
      backofficeApi.post('/spe-n-backoffice/v1/transaction-schedules', input, {
        otp: true,
        schema: remainingBalanceResultSchema,
      }),
    invalidate: [onboardingKeys.all],
  });
}
