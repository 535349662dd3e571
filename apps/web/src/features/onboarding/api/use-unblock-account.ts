import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** Unblocks an account with the reason. */
export function useUnblockAccount(
  ui: ConfirmedMutationUi<unknown, { account: string; reason: string }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ account, reason }: { account: string; reason: string }) =>
      mainApi.put(
        `/v1/onboarding/blocked-accounts/${encodeURIComponent(account)}/unblock`,
        { reason },
        {
          schema: z.object({ unblocked: z.boolean() }),
        },
      ),
    invalidate: [onboardingKeys.blockedLists],
  });
}
