import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { planKeys } from './plan-keys';

const channelsSchema = z.array(z.object({ id: z.number(), channel_name: z.string() }));

/** `GET /v1/project/{id}/channel`: the channels a plan of the project may use. */
export function useProjectChannels(projectId: number | null) {
  return useQuery({
    queryKey: planKeys.projectChannels(projectId ?? 0),
    enabled: projectId !== null,
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/project/${projectId}/channel`, { schema: channelsSchema, signal }),
  });
}
