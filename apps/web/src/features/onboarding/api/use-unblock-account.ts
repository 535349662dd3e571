import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** Unblocks an account with the reason. */
export function useUnblockAccount(
  ui: ConfirmedMutationUi<unknown, { account: string; reason: string }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ account, reason }: { account: string; reason: string }) =>
      api.call(onboarding.unblockAccount, { params: { accountId: account }, body: { reason } }),
    invalidate: [onboardingKeys.blockedLists],
  });
}
