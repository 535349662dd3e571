import type { channelDetailSchema, channelUpdateSchema } from '@mentor/contract/plans';
import { plans } from '@mentor/contract/plans-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { planKeys } from './plan-keys';

type ChannelDetail = z.infer<typeof channelDetailSchema>;
export type ChannelUpdateInput = z.input<typeof channelUpdateSchema>;

/** The channel with its acquirer. */
export function useChannel(id: number | null) {
  return useQuery({
    queryKey: planKeys.channel(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.call(plans.readChannel, { params: { id: id ?? 0 }, signal }),
  });
}

/** Renames the channel (no one-time code in the spec). */
export function useUpdateChannel(
  id: number,
  ui: ConfirmedMutationUi<ChannelDetail, ChannelUpdateInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: ChannelUpdateInput) => api.call(plans.updateChannel, { params: { id }, body }),
    // The acquirer's channel list and every channel selector show the name.
    invalidate: [planKeys.channel(id), planKeys.acquirers, ['channels', 'options'], historyKeys.all],
  });
}
