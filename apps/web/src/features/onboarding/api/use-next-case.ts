import type { OnboardingQueue } from '@mentor/contract/onboarding';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

const nextSchema = z.object({ uuid: z.string() });

/** Takes the oldest free case of a queue (assigned to the caller). */
export function useNextCase(ui: ConfirmedMutationUi<{ uuid: string }, OnboardingQueue> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (queue: OnboardingQueue) =>
      mainApi.post('/v1/onboarding/next-case', { queue }, { schema: nextSchema }),
    // The case changes hands: its queue, its counts and the account itself reload.
    invalidate: [onboardingKeys.all],
  });
}
