import { countByRiskSchema } from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

const LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'NOT_CLASSIFIED'];

/** How many cases of the statuses per risk level. */
export function useRiskCounts(statuses: readonly string[]) {
  return useQuery({
    queryKey: onboardingKeys.riskCounts(statuses),
    queryFn: () =>
      backofficeApi.post(
        '/spe-view-pre-account/v1/view/count/risk',
        { status: statuses, levelRisk: LEVELS },
        { schema: countByRiskSchema },
      ),
  });
}
