import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** "Migrar": sends an onboarding-light account to the standard onboarding's validation. */
export function useMigrateAccount(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (account: string) => api.call(onboarding.migrateAccount, { params: { accountId: account } }),
    invalidate: [onboardingKeys.all],
  });
}
