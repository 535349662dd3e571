import { PENDING_DOWNLOAD_STATUSES } from '@mentor/contract/downloads';
import { downloads } from '@mentor/contract/downloads-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/lib/api';
import { downloadKeys } from '../../../../shared/ui/download';

/** How often the list refreshes while an export is still queued or running. */
export const DOWNLOADS_REFRESH_MS = 1500;

/** `downloads.listDownloads`: the caller's exports and reports, refreshed while one is pending. */
export function useDownloads() {
  return useQuery({
    queryKey: downloadKeys.list,
    queryFn: () => api.call(downloads.listDownloads),
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => PENDING_DOWNLOAD_STATUSES.includes(d.status))
        ? DOWNLOADS_REFRESH_MS
        : false,
  });
}
