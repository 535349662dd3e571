import type { QueryParams } from '../../../shared/lib/api';

export const dashboardKeys = {
  tpv: (filters: QueryParams) => ['dashboard', 'tpv', filters] as const,
  topProjects: (filters: QueryParams) => ['dashboard', 'top-projects', filters] as const,
  topMerchants: (filters: QueryParams) => ['dashboard', 'top-merchants', filters] as const,
  report: (query: QueryParams) => ['dashboard', 'report', query] as const,
  trend: (query: QueryParams) => ['behavioral', 'trend', query] as const,
  retention: (query: QueryParams) => ['behavioral', 'retention', query] as const,
};
