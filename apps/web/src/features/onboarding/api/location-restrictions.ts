import type { EndpointBody } from '@mentor/contract/common/endpoint';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export function useLocationRestrictions(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.locations(wl ?? ''),
    queryFn: () => api.call(onboarding.listLocationRestrictions, { params: { id: wl ?? '' } }),
    enabled: wl !== null,
  });
}

export function useLocationMetrics(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.locationMetrics(wl ?? ''),
    queryFn: () => api.call(onboarding.readLocationMetrics, { params: { id: wl ?? '' } }),
    enabled: wl !== null,
  });
}

export interface RestrictionInput {
  uuid?: string;
  uuidWhiteLabel: string;
  state: string;
  city?: string;
  active: boolean;
}

type RestrictionBody = EndpointBody<typeof onboarding.createLocationRestriction>;

/** Creates (no uuid) or changes a restriction. */
export function useSaveRestriction(ui: ConfirmedMutationUi<unknown, RestrictionInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, uuidWhiteLabel, ...input }: RestrictionInput) => {
      // The state comes from the screen's list of states; the server refuses any other.
      const body = { ...input, state: input.state as RestrictionBody['state'] };
      return uuid
        ? api.call(onboarding.updateLocationRestriction, { params: { uuidRestrict: uuid }, body })
        : api.call(onboarding.createLocationRestriction, { body: { uuidWhiteLabel, ...body } });
    },
    invalidate: [onboardingKeys.all],
  });
}

export function useDeleteRestriction(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) =>
      api.call(onboarding.deleteLocationRestriction, { params: { uuidRestrict: uuid } }),
    invalidate: [onboardingKeys.all],
  });
}
