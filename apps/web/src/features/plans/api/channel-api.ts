import { channelDetailSchema, type channelUpdateSchema } from '@mentor/contract/plans';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { planKeys } from './plan-keys';

type ChannelDetail = z.infer<typeof channelDetailSchema>;
export type ChannelUpdateInput = z.input<typeof channelUpdateSchema>;

/** `GET /v1/channel/{id}`: the channel with its acquirer. */
export function useChannel(id: number | null) {
  return useQuery({
    queryKey: planKeys.channel(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => mainApi.get(`/v1/channel/${id}`, { schema: channelDetailSchema, signal }),
  });
}

/** `PUT /v1/channel/{id}` (no one-time code in the spec): renames the channel. */
export function useUpdateChannel(
  id: number,
  ui: ConfirmedMutationUi<ChannelDetail, ChannelUpdateInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: ChannelUpdateInput) =>
      mainApi.put(`/v1/channel/${id}`, body, { schema: channelDetailSchema }),
    // The acquirer's channel list and every channel selector show the name.
    invalidate: [planKeys.channel(id), planKeys.acquirers, ['channels', 'options'], historyKeys.all],
  });
}
