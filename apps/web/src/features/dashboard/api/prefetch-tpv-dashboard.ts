import type { QueryClient } from '@tanstack/react-query';
import { withSelectedProject } from '../../../shared/lib/project/selected-project';
import { toDashboardQuery, withDashboardDefaults } from '../components/use-dashboard-filters';
import { tpvQueries } from './use-tpv-dashboard';

/** Days the TPV dashboard shows when the URL names no period. */
export const TPV_DEFAULT_DAYS = 30;

/**
 * Starts the dashboard's three reads for its default filters while the screen's code downloads
 * (a link with filters in its URL is left to the screen); the reads are not waited for.
 */
export async function prefetchTpvDashboard(
  queryClient: QueryClient,
  projectId: number | null,
  search: Record<string, unknown> = {},
): Promise<void> {
  if (Object.keys(search).length > 0) return;
  const query = toDashboardQuery(withDashboardDefaults(withSelectedProject({}, projectId), TPV_DEFAULT_DAYS));
  void queryClient.prefetchQuery(tpvQueries.tpv(query));
  void queryClient.prefetchQuery(tpvQueries.topProjects(query));
  void queryClient.prefetchQuery(tpvQueries.topMerchants(query));
}
