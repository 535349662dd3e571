import type { accountBlacklistResultSchema } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { pix } from '@mentor/contract/pix-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** Blacklist block reasons of a white label. */
export function useBlockReasons(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.blockReasons(wl ?? ''),
    queryFn: ({ signal }) => api.call(pix.listBlockReasons, { params: { id: wl ?? '' }, signal }),
    enabled: wl !== null,
  });
}

export interface BlacklistAccountInput {
  account: string;
  blockReasonId: number;
  comment?: string;
}

/** "Colocar na blacklist": blocks the account with the reason and lists its document. */
export type BlacklistAccountResult = z.infer<typeof accountBlacklistResultSchema>;

export function useBlacklistAccount(
  ui: ConfirmedMutationUi<BlacklistAccountResult, BlacklistAccountInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ account, ...body }: BlacklistAccountInput) =>
      api.call(onboarding.blacklistAccount, { params: { accountId: account }, body }),
    invalidate: [onboardingKeys.all],
  });
}
