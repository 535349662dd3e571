import type { OnboardingQueue } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** Takes the oldest free case of a queue (assigned to the caller). */
export function useNextCase(ui: ConfirmedMutationUi<{ uuid: string }, OnboardingQueue> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (queue: OnboardingQueue) => api.call(onboarding.takeNextCase, { body: { queue } }),
    // The case changes hands: its queue, its counts and the account itself reload.
    invalidate: [onboardingKeys.all],
  });
}
