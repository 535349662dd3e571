import { downloadListSchema, PENDING_DOWNLOAD_STATUSES } from '@mentor/contract/downloads';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../../shared/lib/api';
import { downloadKeys } from '../../../../shared/ui/download';

/** How often the list refreshes while an export is still queued or running. */
export const DOWNLOADS_REFRESH_MS = 1500;

/** `GET /v1/downloads`: the caller's exports and reports, refreshed while one is pending. */
export function useDownloads() {
  return useQuery({
    queryKey: downloadKeys.list,
    queryFn: () => mainApi.get('/v1/downloads', { schema: downloadListSchema }),
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => PENDING_DOWNLOAD_STATUSES.includes(d.status))
        ? DOWNLOADS_REFRESH_MS
        : false,
  });
}
