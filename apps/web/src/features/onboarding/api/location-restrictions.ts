import { locationMetricsSchema, locationRestrictionSchema } from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

const BASE = '/spe-n-backoffice/v1/onboarding-restriction-by-location';

export function useLocationRestrictions(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.locations(wl ?? ''),
    queryFn: () =>
      backofficeApi.get(`${BASE}/white-label/${wl}`, { schema: z.array(locationRestrictionSchema) }),
    enabled: wl !== null,
  });
}

export function useLocationMetrics(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.locationMetrics(wl ?? ''),
    queryFn: () =>
      backofficeApi.get(`/spe-n-backoffice/v1/metrics/location/active-and-restricted-accounts/${wl}`, {
        schema: locationMetricsSchema,
      }),
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

/** Creates (no uuid) or changes a restriction. */
export function useSaveRestriction(ui: ConfirmedMutationUi<unknown, RestrictionInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, uuidWhiteLabel, ...body }: RestrictionInput) =>
      uuid
        ? backofficeApi.put(`${BASE}/${uuid}`, body, { schema: locationRestrictionSchema })
        : backofficeApi.post(BASE, { uuidWhiteLabel, ...body }, { schema: locationRestrictionSchema }),
    invalidate: [onboardingKeys.all],
  });
}

export function useDeleteRestriction(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) =>
      backofficeApi.delete(`${BASE}/${uuid}`, { schema: z.object({ deleted: z.boolean() }) }),
    invalidate: [onboardingKeys.all],
  });
}
