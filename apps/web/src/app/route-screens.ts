import type { ComponentType } from 'react';
import { dayjsLocaleReady } from '../shared/lib/i18n/i18n';
import { loadNamespaces } from '../shared/lib/i18n/load-namespaces';
import type { ListDefinition } from '../shared/ui/list-page/define-list';
import type { RoutePattern } from './router/route-patterns';
import type { ScreenPrefetch } from './router/route-prefetch';

export interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * A screen of a business area: its code, its area's translations and the dates library's
 * locale are fetched together, so the screen renders once, without suspending on its texts.
 */
function inArea(namespaces: string | readonly string[], load: ScreenLoader): ScreenLoader {
  return () =>
    Promise.all([load(), loadNamespaces(namespaces), dayjsLocaleReady()]).then(([screen]) => screen);
}

/**
 * The screen of each route, loaded on demand (one chunk per screen or area).
 *
 * To plug an area in, add its patterns here pointing at a module whose default export is the
 * screen, e.g. `'/merchants': inArea('merchants', () => import('../features/merchants/pages/merchant-list-page'))`.
 * The route guard (mentor_ role and the route's permission) and the English `/en` copy of the
 * route come for free. A pattern left out shows the "not available yet" screen.
 */
export const ROUTE_SCREENS: Partial<Record<RoutePattern, ScreenLoader>> = {
  '/': () => import('./home/home-page'),
  '/projects': inArea('projects', () => import('../features/projects/pages/project-list-page')),
  '/projects/{id}': inArea('projects', () => import('../features/projects/pages/project-detail-page')),
  '/projects/{id}/sales_representatives/{sales_representative_id}': inArea(
    'projects',
    () => import('../features/projects/pages/sales-representative-page'),
  ),
  '/users': inArea('project-users', () => import('../features/project-users/pages/user-list-page')),
  '/roles': inArea('roles', () => import('../features/roles/pages/role-list-page')),
  '/infract-report/infract-report': inArea('pix', () => import('../features/pix/pages/infraction-list-page')),
  '/infract-report/infract-report-view-or-action': inArea(
    'pix',
    () => import('../features/pix/pages/infraction-detail-page'),
  ),
  '/infract-report/infraction-med': inArea('pix', () => import('../features/pix/pages/refund-list-page')),
  '/infract-report/infraction-med-view-or-action': inArea(
    'pix',
    () => import('../features/pix/pages/refund-detail-page'),
  ),
  '/infract-report/infraction-list-transactions': inArea(
    'pix',
    () => import('../features/pix/pages/movement-list-page'),
  ),
  '/infract-report/transaction-view': inArea(
    'pix',
    () => import('../features/pix/pages/movement-detail-page'),
  ),
  '/device-manager': inArea('pix', () => import('../features/pix/pages/device-list-page')),
  '/file-regulatory': inArea('pix', () => import('../features/pix/pages/regulatory-file-page')),
  '/financial/transactions': inArea(
    'transactions',
    () => import('../features/transactions/pages/transaction-list-page'),
  ),
  '/financial/transactions/fields': inArea(
    'transactions',
    () => import('../features/transactions/pages/transaction-fields-page'),
  ),
  '/management/tpv': inArea(
    ['dashboard', 'charts'],
    () => import('../features/dashboard/pages/tpv-dashboard-page'),
  ),
  '/reports/tpv': inArea(
    ['dashboard', 'charts'],
    () => import('../features/dashboard/pages/tpv-report-page'),
  ),
  '/management/behavioral': inArea(
    ['dashboard', 'charts'],
    () => import('../features/dashboard/pages/behavioral-dashboard-page'),
  ),
  '/approvals': inArea('approvals', () => import('../features/approvals/pages/approvals-page')),
  '/merchants': inArea('merchants', () => import('../features/merchants/pages/merchant-list-page')),
  '/merchants/{id}': inArea('merchants', () => import('../features/merchants/pages/merchant-detail-page')),
  '/merchantgroups': inArea(
    'merchants',
    () => import('../features/merchants/pages/merchant-group-list-page'),
  ),
  '/cnaes': inArea('merchants', () => import('../features/merchants/pages/cnae-lookup-page')),
  '/equipments': inArea('terminals', () => import('../features/terminals/pages/equipment-list-page')),
  '/terminals': inArea('terminals', () => import('../features/terminals/pages/terminal-list-page')),
  '/terminals/{id}': inArea('terminals', () => import('../features/terminals/pages/terminal-detail-page')),
  '/terminals/rents': inArea(
    'terminals',
    () => import('../features/terminals/pages/terminal-rent-list-page'),
  ),
  '/plans/sales': inArea('plans', () => import('../features/plans/pages/sales-plan-list-page')),
  '/plans/sales/{id}': inArea('plans', () => import('../features/plans/pages/sales-plan-detail-page')),
  '/plans/sales/anticipation_rate': inArea(
    'plans',
    () => import('../features/plans/pages/anticipation-rate-page'),
  ),
  '/plans/sales/update_anticipation_rate': inArea(
    'plans',
    () => import('../features/plans/pages/anticipation-rate-page'),
  ),
  '/plans/acquirer': inArea('plans', () => import('../features/plans/pages/acquirer-list-page')),
  '/plans/acquirer/{id}': inArea('plans', () => import('../features/plans/pages/acquirer-detail-page')),
  '/financial/receivable_registry': inArea(
    'receivables',
    () => import('../features/receivables/pages/receivable-registry-page'),
  ),
  '/financial/statement': inArea('receivables', () => import('../features/receivables/pages/statement-page')),
  '/financial/statement/fields': inArea(
    'receivables',
    () => import('../features/receivables/pages/statement-fields-page'),
  ),
  // A page loaded straight on an on-demand tab (`?tab=disputes`) fetches that tab's code too.
  '/financial/receivable_registry/ur/{id?}': inArea('receivables', () =>
    import('../features/receivables/pages/unit-page').then(async (screen) => {
      await screen.preloadRegistryTab(new URLSearchParams(window.location.search).get('tab'));
      return screen;
    }),
  ),
  '/financial/receivable_registry/contract_effect/{id?}': inArea(
    'receivables',
    () => import('../features/receivables/pages/contract-effect-page'),
  ),
  '/financial/payments': inArea('payments', () => import('../features/payments/pages/payment-list-page')),
  '/billets': inArea('billets', () => import('../features/billets/pages/billet-list-page')),
  '/billets/fields': inArea('billets', () => import('../features/billets/pages/billet-fields-page')),
  '/occurrences/not_imported_transactions': inArea(
    'checkup',
    () => import('../features/checkup/pages/not-imported-page'),
  ),
  '/occurrences/not_imported_transactions/fields': inArea(
    'checkup',
    () => import('../features/checkup/pages/not-imported-fields-page'),
  ),
  '/occurrences/duplicated_transactions': inArea(
    'checkup',
    () => import('../features/checkup/pages/duplicated-page'),
  ),
  '/occurrences/duplicated_transactions/fields': inArea(
    'checkup',
    () => import('../features/checkup/pages/duplicated-fields-page'),
  ),
  '/credentials': inArea('credentials', () => import('../features/credentials/pages/credential-list-page')),
  '/credentials/{credential}': inArea(
    'credentials',
    () => import('../features/credentials/pages/credential-detail-page'),
  ),
  '/clients': inArea('credentials', () => import('../features/credentials/pages/client-list-page')),
  '/services': inArea('credentials', () => import('../features/credentials/pages/service-list-page')),
  '/services/{service}': inArea(
    'credentials',
    () => import('../features/credentials/pages/service-detail-page'),
  ),
  '/blacklist': inArea('risk', () => import('../features/risk/pages/blacklist-page')),
  '/blacklist-manager': inArea('risk', () => import('../features/risk/pages/blacklist-manager-page')),
  '/blacklist-manager/view': inArea('risk', () => import('../features/risk/pages/blacklist-entry-page')),
  '/analysis-transactions/transactions-analysis': inArea(
    'risk',
    () => import('../features/risk/pages/analysis-page'),
  ),
  '/analysis-transactions/scheduled-transactions': inArea(
    'risk',
    () => import('../features/risk/pages/scheduled-page'),
  ),
  '/analysis-transactions/declined-transactions': inArea(
    ['risk', 'charts'],
    () => import('../features/risk/pages/declined-page'),
  ),
  '/tax-management': inArea('risk', () => import('../features/risk/pages/tax-management-page')),
  '/onboarding/approved-accounts': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/approved-accounts-page'),
  ),
  '/onboarding/analysis-accounts': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/analysis-accounts-page'),
  ),
  '/onboarding/pendent-accounts': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/pendent-accounts-page'),
  ),
  '/onboarding/reproved-accounts': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/reproved-accounts-page'),
  ),
  '/onboarding/onboarding-accounts': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/onboarding-accounts-page'),
  ),
  '/onboarding/{id}': inArea('onboarding', () => import('../features/onboarding/pages/account-review-page')),
  '/onboarding/restricted-customers': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/restricted-customers-page'),
  ),
  '/onboarding/blocked-list': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/blocked-list-page'),
  ),
  '/onboarding/positive-list': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/positive-list-page'),
  ),
  '/onboarding/location-restriction': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/location-restriction-page'),
  ),
  '/onboarding/closed-accounts': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/closed-accounts-page'),
  ),
  '/onboarding/{id?}/{wlId}': inArea(
    'onboarding',
    () => import('../features/onboarding/pages/closed-account-page'),
  ),
  '/merchantgroups/{id}': inArea(
    'merchants',
    () => import('../features/merchants/pages/merchant-group-detail-page'),
  ),
  '/merchants/fields': inArea('merchants', () => import('../features/merchants/pages/merchant-fields-page')),
  '/financial/payments/fields': inArea(
    'payments',
    () => import('../features/payments/pages/payment-fields-page'),
  ),
};

/**
 * The prefetch of a list screen declared with the kit: its definition and the kit's
 * `prefetchList` are fetched on demand (not with the console frame), with the field kinds of its
 * filter panel, then the page the link opens (its filters, page and sort) is requested with the
 * key the screen's own query uses.
 */
function listPrefetch<TData, TRow>(
  load: () => Promise<ListDefinition<TData, TRow>>,
): () => Promise<ScreenPrefetch> {
  return () =>
    Promise.all([load(), import('../shared/ui/list-page/use-list-page')]).then(([list, kit]) => {
      void kit.preloadListFields(list);
      return (queryClient, projectId, search) => kit.prefetchList(queryClient, list, projectId, search);
    });
}

// biome-ignore lint/suspicious/noExplicitAny: a screen's lists differ in their row and page types.
type AnyListDefinition = ListDefinition<any, any>;

/**
 * The prefetch of a screen showing one of several lists (by tab, or a list when its record route
 * has no id): `pick` names the list the URL opens on, or null when it opens a record.
 */
function chosenListPrefetch(
  pick: (
    search: Record<string, unknown>,
    params: Record<string, string | undefined>,
  ) => (() => Promise<AnyListDefinition>) | null,
): () => Promise<ScreenPrefetch> {
  return () =>
    import('../shared/ui/list-page/use-list-page').then(
      (kit) => async (queryClient, projectId, search, params) => {
        const load = pick(search, params);
        if (!load) return;
        await kit.prefetchList(queryClient, await load(), projectId, search);
      },
    );
}

/**
 * A dashboard's filters open with a period: its date pickers (fetched on demand by the filter
 * panel) are fetched with the screen's code, beside its own first reads if it has any.
 */
function withDateFilter(screen?: () => Promise<ScreenPrefetch>): () => Promise<ScreenPrefetch> {
  return () =>
    Promise.all([import('../shared/ui/filter-panel/filter-field'), screen?.()]).then(([fields, prefetch]) => {
      const pickers = fields.preloadFilterKinds(['daterange']).catch(() => undefined);
      return (queryClient, projectId, search, params) =>
        Promise.all([pickers, prefetch?.(queryClient, projectId, search, params)]);
    });
}

const registryLists = () => import('../features/receivables/api/registry-lists');

/**
 * A registry tab whose code is fetched on demand comes with its list when a link opens it
 * straight away (`?tab=payments`), so the tab renders with the screen instead of after it.
 */
function withRegistryTab(tab: 'payments' | 'disputes', list: () => Promise<AnyListDefinition>) {
  return () =>
    Promise.all([
      list(),
      import('../features/receivables/pages/unit-page').then((m) => m.preloadRegistryTab(tab)),
    ]).then(([definition]) => definition);
}
const receivableList = () =>
  import('../features/receivables/api/receivable-list').then((m) => m.receivableList);

/**
 * The first data load of a screen, started by its route loader together with its code (on hover
 * or focus of a menu link, then on navigation), so that both download in parallel. Every list
 * screen is here, a tabbed one with the list of the tab its link opens; the payments screen,
 * whose lists depend on the user's multi-project mode, is left to its own query. Calling an entry
 * only loads code (the list's definition, the kit, the field kinds of its filters); the function
 * it resolves to requests the data. An open menu group calls it when the browser is idle.
 */
export const ROUTE_PREFETCHES: Partial<Record<RoutePattern, () => Promise<ScreenPrefetch>>> = {
  '/management/tpv': withDateFilter(() =>
    import('../features/dashboard/api/prefetch-tpv-dashboard').then((m) => m.prefetchTpvDashboard),
  ),
  '/reports/tpv': withDateFilter(),
  '/management/behavioral': withDateFilter(),
  '/financial/transactions': listPrefetch(() =>
    import('../features/transactions/api/transaction-list').then((m) => m.transactionList),
  ),
  '/projects': listPrefetch(() => import('../features/projects/api/project-list').then((m) => m.projectList)),
  '/users': listPrefetch(() =>
    import('../features/project-users/api/project-user-list').then((m) => m.userList),
  ),
  '/roles': listPrefetch(() => import('../features/roles/api/role-list').then((m) => m.roleList)),
  '/plans/sales': listPrefetch(() => import('../features/plans/api/sales-plan-list').then((m) => m.planList)),
  '/financial/receivable_registry': listPrefetch(receivableList),
  '/financial/statement': listPrefetch(receivableList),
  '/financial/receivable_registry/ur/{id?}': chosenListPrefetch((search, params) => {
    if (params.id) return null;
    const tab = search.tab ?? 'units';
    if (tab === 'units') return () => registryLists().then((m) => m.unitList);
    if (tab === 'conciliation') return () => registryLists().then((m) => m.conciliationList);
    if (tab === 'payments')
      return withRegistryTab('payments', () =>
        import('../features/receivables/api/unit-payment-list').then((m) => m.unitPaymentList),
      );
    if (tab === 'disputes')
      return withRegistryTab('disputes', () =>
        import('../features/receivables/api/dispute-list').then((m) =>
          search.direction === 'opened' ? m.disputeLists.opened : m.disputeLists.received,
        ),
      );
    return null;
  }),
  '/financial/receivable_registry/contract_effect/{id?}': chosenListPrefetch((_search, params) =>
    params.id ? null : () => registryLists().then((m) => m.contractEffectList),
  ),
  '/services': listPrefetch(() =>
    import('../features/credentials/api/credential-lists').then((m) => m.serviceList),
  ),
  '/onboarding/approved-accounts': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.queueList('approved-accounts')),
  ),
  '/onboarding/analysis-accounts': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.queueList('analysis-accounts')),
  ),
  '/onboarding/pendent-accounts': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.queueList('pendent-accounts')),
  ),
  '/onboarding/reproved-accounts': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.queueList('reproved-accounts')),
  ),
  '/onboarding/onboarding-accounts': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.queueList('onboarding-accounts')),
  ),
  '/occurrences/not_imported_transactions': listPrefetch(() =>
    import('../features/checkup/api/checkup-lists').then((m) => m.notImportedList),
  ),
  '/occurrences/duplicated_transactions': listPrefetch(() =>
    import('../features/checkup/api/checkup-lists').then((m) => m.duplicatedList),
  ),
  '/billets': listPrefetch(() => import('../features/billets/api/billet-list').then((m) => m.billetList)),
  '/clients': listPrefetch(() =>
    import('../features/credentials/api/credential-lists').then((m) => m.clientList),
  ),
  '/cnaes': listPrefetch(() => import('../features/merchants/api/cnae-list').then((m) => m.cnaeList)),
  '/merchants': listPrefetch(() =>
    import('../features/merchants/api/merchant-list').then((m) => m.merchantList),
  ),
  '/merchantgroups': listPrefetch(() =>
    import('../features/merchants/api/merchant-group-list').then((m) => m.merchantGroupList),
  ),
  '/onboarding/blocked-list': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.blockedList),
  ),
  '/onboarding/closed-accounts': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.closedList),
  ),
  '/onboarding/restricted-customers': listPrefetch(() =>
    import('../features/onboarding/api/onboarding-lists').then((m) => m.restrictedList),
  ),
  '/device-manager': listPrefetch(() => import('../features/pix/api/pix-lists').then((m) => m.deviceList)),
  '/infract-report/infract-report': listPrefetch(() =>
    import('../features/pix/api/pix-lists').then((m) => m.infractionList),
  ),
  '/infract-report/infraction-med': listPrefetch(() =>
    import('../features/pix/api/pix-lists').then((m) => m.refundList),
  ),
  '/infract-report/infraction-list-transactions': listPrefetch(() =>
    import('../features/pix/api/pix-lists').then((m) => m.movementList),
  ),
  '/analysis-transactions/transactions-analysis': listPrefetch(() =>
    import('../features/risk/api/risk-lists').then((m) => m.analysisList),
  ),
  '/analysis-transactions/scheduled-transactions': listPrefetch(() =>
    import('../features/risk/api/risk-lists').then((m) => m.scheduledList),
  ),
  '/blacklist': listPrefetch(() => import('../features/risk/api/risk-lists').then((m) => m.blacklistList)),
  '/blacklist-manager': listPrefetch(() =>
    import('../features/risk/api/risk-lists').then((m) => m.blacklistManagerList),
  ),
  '/equipments': listPrefetch(() =>
    import('../features/terminals/api/terminal-lists').then((m) => m.equipmentList),
  ),
  '/terminals': listPrefetch(() =>
    import('../features/terminals/api/terminal-lists').then((m) => m.terminalList),
  ),
  '/terminals/rents': listPrefetch(() =>
    import('../features/terminals/api/terminal-lists').then((m) => m.rentList),
  ),
};
