import { useQuery } from '@tanstack/react-query';
import { fetchProjectChannels } from '../../../shared/lib/lookups';
import { planKeys } from './plan-keys';

/** The channels a plan of the project may use. */
export function useProjectChannels(projectId: number | null) {
  return useQuery({
    queryKey: planKeys.projectChannels(projectId ?? 0),
    enabled: projectId !== null,
    queryFn: ({ signal }) => fetchProjectChannels(projectId ?? 0, signal),
  });
}
