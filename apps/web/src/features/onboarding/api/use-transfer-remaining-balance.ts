import type { RemainingBalanceInput, remainingBalanceResultSchema } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import type { z } from 'zod';
import { api } from '../../../shared/lib/api';
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
      api.call(onboarding.transferRemainingBalance, { body: input }),
    invalidate: [onboardingKeys.all],
  });
}
