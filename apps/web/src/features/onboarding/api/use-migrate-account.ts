import { migrationResultSchema } from '@mentor/contract/onboarding';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** "Migrar": sends an onboarding-light account to the standard onboarding's validation. */
export function useMigrateAccount(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (account: string) =>
      backofficeApi.put(
        `/spe-j-account-migration/v1/submit/uuid-account-payment/${encodeURIComponent(account)}`,
        undefined,
        { schema: migrationResultSchema },
      ),
    invalidate: [onboardingKeys.all],
  });
}
