import type { EndpointBody } from '@mentor/contract/common/endpoint';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

type CountBody = EndpointBody<typeof onboarding.countByRisk>;

const LEVELS: CountBody['levelRisk'] = ['LOW', 'MEDIUM', 'HIGH', 'NOT_CLASSIFIED'];

/** How many cases of the statuses per risk level. */
export function useRiskCounts(statuses: readonly string[]) {
  return useQuery({
    queryKey: onboardingKeys.riskCounts(statuses),
    queryFn: () =>
      api.call(onboarding.countByRisk, {
        body: { status: statuses as CountBody['status'], levelRisk: LEVELS },
      }),
  });
}
