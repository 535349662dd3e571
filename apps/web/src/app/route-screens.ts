import type { ComponentType } from 'react';
import type { RoutePattern } from './router/route-patterns';
import type { ScreenPrefetch } from './router/route-prefetch';

export interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The screen of each route, loaded on demand (one chunk per screen or area).
 *
 * To plug an area in, add its patterns here pointing at a module whose default export is the
 * screen, e.g. `'/merchants': () => import('../features/merchants/pages/merchant-list-page')`.
 * The route guard (mentor_ role and the route's permission) and the English `/en` copy of the
 * route come for free. A pattern left out shows the "not available yet" screen.
 */
export const ROUTE_SCREENS: Partial<Record<RoutePattern, ScreenLoader>> = {
  '/': () => import('./home/home-page'),
  '/projects': () => import('../features/projects/pages/project-list-page'),
  '/projects/{id}': () => import('../features/projects/pages/project-detail-page'),
  '/projects/{id}/sales_representatives/{sales_representative_id}': () =>
    import('../features/projects/pages/sales-representative-page'),
  '/users': () => import('../features/project-users/pages/user-list-page'),
  '/roles': () => import('../features/roles/pages/role-list-page'),
  '/infract-report/infract-report': () => import('../features/pix/pages/infraction-list-page'),
  '/infract-report/infract-report-view-or-action': () =>
    import('../features/pix/pages/infraction-detail-page'),
  '/infract-report/infraction-med': () => import('../features/pix/pages/refund-list-page'),
  '/infract-report/infraction-med-view-or-action': () => import('../features/pix/pages/refund-detail-page'),
  '/infract-report/infraction-list-transactions': () => import('../features/pix/pages/movement-list-page'),
  '/infract-report/transaction-view': () => import('../features/pix/pages/movement-detail-page'),
  '/device-manager': () => import('../features/pix/pages/device-list-page'),
  '/file-regulatory': () => import('../features/pix/pages/regulatory-file-page'),
  '/financial/transactions': () => import('../features/transactions/pages/transaction-list-page'),
  '/financial/transactions/fields': () => import('../features/transactions/pages/transaction-fields-page'),
  '/management/tpv': () => import('../features/dashboard/pages/tpv-dashboard-page'),
  '/reports/tpv': () => import('../features/dashboard/pages/tpv-report-page'),
  '/management/behavioral': () => import('../features/dashboard/pages/behavioral-dashboard-page'),
  '/approvals': () => import('../features/approvals/pages/approvals-page'),
  '/onboarding/approved-accounts': () => import('../features/onboarding/pages/approved-accounts-page'),
  '/onboarding/analysis-accounts': () => import('../features/onboarding/pages/analysis-accounts-page'),
  '/onboarding/pendent-accounts': () => import('../features/onboarding/pages/pendent-accounts-page'),
  '/onboarding/reproved-accounts': () => import('../features/onboarding/pages/reproved-accounts-page'),
  '/onboarding/onboarding-accounts': () => import('../features/onboarding/pages/onboarding-accounts-page'),
  '/onboarding/{id}': () => import('../features/onboarding/pages/account-review-page'),
  '/onboarding/restricted-customers': () => import('../features/onboarding/pages/restricted-customers-page'),
  '/onboarding/blocked-list': () => import('../features/onboarding/pages/blocked-list-page'),
  '/onboarding/positive-list': () => import('../features/onboarding/pages/positive-list-page'),
  '/onboarding/location-restriction': () => import('../features/onboarding/pages/location-restriction-page'),
};

/**
 * The first data load of a screen, started by its route loader together with its code (on hover
 * or focus of a menu link, then on navigation), so that both download in parallel.
 */
export const ROUTE_PREFETCHES: Partial<Record<RoutePattern, () => Promise<ScreenPrefetch>>> = {
  '/financial/transactions': () =>
    import('../features/transactions/api/prefetch-transactions').then((m) => m.prefetchTransactions),
  '/management/tpv': () =>
    import('../features/dashboard/api/prefetch-tpv-dashboard').then((m) => m.prefetchTpvDashboard),
};
