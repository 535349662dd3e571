import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  canAccessRoute,
  MENU,
  matchRoute,
  ROUTES,
  routeOf,
  splitLocale,
  visibleMenu,
} from './menu.ts';
import { PERMISSION_NAMES } from './permissions.ts';

/** routes.txt of the specification, in its order (the repository's copy; `.ci/run` checks it is current). */
const SPEC_ROUTES = readFileSync(resolve(import.meta.dirname, 'spec-routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

describe('ROUTES', () => {
  it('lists every route of routes.txt, in order', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(SPEC_ROUTES);
    expect(ROUTES).toHaveLength(72);
  });

  it('gives every route pt and en titles and known permissions', () => {
    for (const route of ROUTES) {
      expect(route.title.pt, route.path).not.toBe('');
      expect(route.title.en, route.path).not.toBe('');
      for (const permission of [route.permission, ...(route.anyOf ?? [])]) {
        if (permission !== null) expect(PERMISSION_NAMES, route.path).toContain(permission);
      }
    }
  });

  it('guards detail and field routes with their list permission', () => {
    expect(routeOf('/merchants/{id}').permission).toBe('read_merchant_list');
    expect(routeOf('/merchants/fields').permission).toBe('read_merchant_list');
    expect(routeOf('/projects/{id}/sales_representatives/{sales_representative_id}').permission).toBe(
      'read_project_list',
    );
    expect(routeOf('/financial/receivable_registry/ur/{id?}').permission).toBe('read_transactions');
    expect(routeOf('/occurrences/not_imported_transactions/fields').permission).toBe('read_checkup');
    expect(routeOf('/infract-report/infraction-med-view-or-action').permission).toBe('generate_bacen_report');
    expect(routeOf('/credentials/{credential}').permission).toBe('manage_credentials');
    expect(routeOf('/blacklist-manager/view')).toMatchObject({
      permission: 'manage_restrictive_list',
      strict: true,
    });
  });

  it('uses the permissions named in the second document', () => {
    expect(routeOf('/cnaes').permission).toBe('read_dashboard_tpv');
    expect(routeOf('/management/behavioral').permission).toBe('read_dashboard_tpv');
    expect(routeOf('/terminals/rents').permission).toBe('read_terminal_rent');
    expect(routeOf('/device-manager').permission).toBe('manage_devices');
    expect(routeOf('/file-regulatory').permission).toBe('generate_bacen_report');
    expect(routeOf('/onboarding/location-restriction').permission).toBe('restrict_by_location');
  });

  it('needs nothing beyond a mentor_ role for the home page', () => {
    expect(routeOf('/').permission).toBeNull();
    expect(canAccessRoute(routeOf('/'), ['mentor_partner'])).toBe(true);
    expect(canAccessRoute(routeOf('/'), ['read_transactions'])).toBe(false);
  });

  it('checks route permissions', () => {
    const financial = ['mentor_financial', 'read_transactions'];
    expect(canAccessRoute(routeOf('/financial/transactions'), financial)).toBe(true);
    expect(canAccessRoute(routeOf('/financial/payments'), financial)).toBe(false);
    expect(canAccessRoute(routeOf('/blacklist-manager'), ['mentor_x', 'manage_restrictive_list_extra'])).toBe(
      false,
    );
    expect(canAccessRoute(routeOf('/blacklist'), ['mentor_x', 'manage_restrictive_list_extra'])).toBe(true);
    expect(canAccessRoute(routeOf('/blacklist-manager'), ['mentor_x', 'manage_restrictive_list'])).toBe(true);
    expect(canAccessRoute(routeOf('/reports/tpv'), ['mentor_x', 'bypass_permission'])).toBe(true);
    expect(canAccessRoute(routeOf('/reports/tpv'), ['bypass_permission'])).toBe(false);
  });

  it('opens the account detail from any onboarding queue', () => {
    expect(canAccessRoute(routeOf('/onboarding/{id}'), ['mentor_x', 'view_pending_records'])).toBe(true);
    expect(canAccessRoute(routeOf('/onboarding/{id?}/{wlId}'), ['mentor_x', 'view_closed_records'])).toBe(
      true,
    );
    expect(canAccessRoute(routeOf('/onboarding/{id}'), ['mentor_x', 'read_transactions'])).toBe(false);
  });
});

describe('MENU', () => {
  it('follows the groups and permissions of core section 2.4', () => {
    const table = MENU.flatMap((group) =>
      group.items.map((item) => [group.key, item.path, item.permission, item.strict === true]),
    );
    expect(table).toEqual([
      ['management', '/management/tpv', 'read_dashboard_tpv', false],
      ['management', '/management/behavioral', 'read_dashboard_tpv', false],
      ['projects', '/projects', 'read_project_list', false],
      ['merchants', '/merchants', 'read_merchant_list', false],
      ['merchants', '/merchantgroups', 'read_merchant_group_list', false],
      ['plans_and_taxes', '/plans/acquirer', 'read_acquirer_plan_list', false],
      ['plans_and_taxes', '/plans/sales', 'read_sales_plan_list', false],
      ['plans_and_taxes', '/plans/sales/anticipation_rate', 'update_anticipation_rate', false],
      ['terminals', '/equipments', 'read_equipment_list', false],
      ['terminals', '/terminals', 'read_terminal_list', false],
      ['terminals', '/terminals/rents', 'read_terminal_rent', false],
      ['billets', '/billets', 'read_bank_billets', false],
      ['financial', '/financial/transactions', 'read_transactions', false],
      ['financial', '/financial/statement', 'read_financial', false],
      ['financial', '/financial/receivable_registry', 'read_transactions', false],
      ['financial', '/financial/payments', 'read_payments', false],
      ['cnaes_and_mccs', '/cnaes', 'read_dashboard_tpv', false],
      ['sso_users', '/users', 'read_user_list', false],
      ['sso_users', '/roles', 'read_user_list', false],
      ['onboarding', '/onboarding/approved-accounts', 'view_approved_records', false],
      ['onboarding', '/onboarding/analysis-accounts', 'view_in_analysis_records', false],
      ['onboarding', '/onboarding/pendent-accounts', 'view_pending_records', false],
      ['onboarding', '/onboarding/reproved-accounts', 'view_rejected_records', false],
      ['onboarding', '/onboarding/onboarding-accounts', 'view_onboarding_records', false],
      ['onboarding', '/onboarding/closed-accounts', 'view_closed_records', false],
      ['credentials', '/credentials', 'manage_credentials', false],
      ['credentials', '/services', 'manage_credentials', false],
      ['reports', '/reports/tpv', 'read_report_tpv', false],
      ['checkup', '/occurrences/duplicated_transactions', 'read_checkup', false],
      ['checkup', '/occurrences/not_imported_transactions', 'read_checkup', false],
      ['onboarding_menu', '/onboarding/restricted-customers', 'view_restricted_clients', false],
      ['onboarding_menu', '/onboarding/positive-list', 'access_positive_list', false],
      ['onboarding_menu', '/onboarding/location-restriction', 'restrict_by_location', false],
      ['infractions', '/blacklist', 'manage_restrictive_list', false],
      ['infractions', '/infract-report/infract-report', 'report_and_handle_violations', false],
      ['infractions', '/infract-report/infraction-med', 'generate_bacen_report', false],
      ['infractions', '/infract-report/infraction-list-transactions', 'list_transactions', false],
      ['devices', '/device-manager', 'manage_devices', false],
      ['blacklist_manager', '/blacklist-manager', 'manage_restrictive_list', true],
      ['regulatory_files', '/file-regulatory', 'generate_bacen_report', false],
      [
        'transaction_analysis',
        '/analysis-transactions/transactions-analysis',
        'access_transaction_management',
        false,
      ],
      [
        'transaction_analysis',
        '/analysis-transactions/scheduled-transactions',
        'access_scheduled_transactions',
        false,
      ],
      [
        'transaction_analysis',
        '/analysis-transactions/declined-transactions',
        'access_rejected_transactions',
        false,
      ],
      ['tax_management', '/tax-management', 'manage_fees_and_rates', false],
    ]);
  });

  it('agrees with the route table and titles groups in both languages', () => {
    for (const group of MENU) {
      expect(group.title.pt).not.toBe('');
      expect(group.title.en).not.toBe('');
      for (const item of group.items) {
        const route = routeOf(item.path);
        expect(item.permission, item.path).toBe(route.permission);
        expect(item.title).toEqual(route.title);
      }
    }
  });
});

describe('visibleMenu', () => {
  it('shows only permitted items and hides empty groups', () => {
    const menu = visibleMenu(['mentor_financial', 'read_transactions', 'read_payments']);
    expect(menu.map((group) => group.key)).toEqual(['financial']);
    expect(menu[0]?.items.map((item) => item.path)).toEqual([
      '/financial/transactions',
      '/financial/receivable_registry',
      '/financial/payments',
    ]);
  });

  it('shows every item sharing a permission', () => {
    const menu = visibleMenu(['read_dashboard_tpv']);
    expect(menu.map((group) => group.key)).toEqual(['management', 'cnaes_and_mccs']);
    expect(menu[0]?.items).toHaveLength(2);
  });

  it('matches by prefix except for the strict blacklist manager', () => {
    const menu = visibleMenu(['manage_restrictive_list_view']);
    expect(menu.map((group) => group.key)).toEqual(['infractions']);
    expect(menu[0]?.items.map((item) => item.path)).toEqual(['/blacklist']);
    const exact = visibleMenu(['manage_restrictive_list']);
    expect(exact.map((group) => group.key)).toEqual(['infractions', 'blacklist_manager']);
  });

  it('shows everything with bypass_permission and nothing without permissions', () => {
    expect(visibleMenu(['bypass_permission'])).toHaveLength(MENU.length);
    expect(visibleMenu([])).toEqual([]);
    expect(visibleMenu(['mentor_super_admin'])).toEqual([]);
  });
});

describe('matchRoute', () => {
  it('matches static routes, in Portuguese and under /en', () => {
    expect(matchRoute('/merchants')).toMatchObject({ route: { path: '/merchants' }, params: {}, lang: 'pt' });
    expect(matchRoute('/en/merchants')).toMatchObject({ route: { path: '/merchants' }, lang: 'en' });
    expect(matchRoute('/')).toMatchObject({ route: { path: '/' }, lang: 'pt' });
    expect(matchRoute('/en')).toMatchObject({ route: { path: '/' }, lang: 'en' });
    expect(matchRoute('/en/')).toMatchObject({ route: { path: '/' }, lang: 'en' });
  });

  it('reads parameters', () => {
    expect(matchRoute('/merchants/42')).toMatchObject({
      route: { path: '/merchants/{id}' },
      params: { id: '42' },
    });
    expect(matchRoute('/projects/7/sales_representatives/9')?.params).toEqual({
      id: '7',
      sales_representative_id: '9',
    });
    expect(matchRoute('/credentials/my%20client')?.params).toEqual({ credential: 'my client' });
  });

  it('prefers fixed segments over parameters', () => {
    expect(matchRoute('/terminals/rents')?.route.path).toBe('/terminals/rents');
    expect(matchRoute('/terminals/15')?.route.path).toBe('/terminals/{id}');
    expect(matchRoute('/merchants/fields')?.route.path).toBe('/merchants/fields');
    expect(matchRoute('/plans/sales/anticipation_rate')?.route.path).toBe('/plans/sales/anticipation_rate');
    expect(matchRoute('/plans/sales/3')?.route.path).toBe('/plans/sales/{id}');
    expect(matchRoute('/onboarding/approved-accounts')?.route.path).toBe('/onboarding/approved-accounts');
  });

  it('handles optional segments', () => {
    expect(matchRoute('/financial/receivable_registry/ur')).toMatchObject({
      route: { path: '/financial/receivable_registry/ur/{id?}' },
      params: {},
    });
    expect(matchRoute('/en/financial/receivable_registry/contract_effect/55')).toMatchObject({
      route: { path: '/financial/receivable_registry/contract_effect/{id?}' },
      params: { id: '55' },
      lang: 'en',
    });
    expect(matchRoute('/onboarding/abc')).toMatchObject({
      route: { path: '/onboarding/{id}' },
      params: { id: 'abc' },
    });
    expect(matchRoute('/onboarding/abc/wl-1')).toMatchObject({
      route: { path: '/onboarding/{id?}/{wlId}' },
      params: { id: 'abc', wlId: 'wl-1' },
    });
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(matchRoute('/merchants/')?.route.path).toBe('/merchants');
    expect(matchRoute('/merchants?page=2#top')?.route.path).toBe('/merchants');
  });

  it('gives null for unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/merchants/1/2')).toBeNull();
    expect(matchRoute('/english/merchants')).toBeNull();
    expect(matchRoute('/financial/receivable_registry/ur/1/2')).toBeNull();
    expect(matchRoute('/merchants/%E0%A4%A')).toBeNull();
  });
});

describe('paths', () => {
  it('splits the locale prefix', () => {
    expect(splitLocale('/en/terminals')).toEqual({ lang: 'en', path: '/terminals' });
    expect(splitLocale('/terminals')).toEqual({ lang: 'pt', path: '/terminals' });
  });

  it('builds paths from patterns', () => {
    expect(buildPath('/merchants/{id}', { id: 7 })).toBe('/merchants/7');
    expect(buildPath('/merchants/{id}', { id: 7 }, 'en')).toBe('/en/merchants/7');
    expect(buildPath('/', {}, 'en')).toBe('/en');
    expect(buildPath('/financial/receivable_registry/ur/{id?}')).toBe('/financial/receivable_registry/ur');
    expect(buildPath('/credentials/{credential}', { credential: 'a b' })).toBe('/credentials/a%20b');
    // @ts-expect-error a required parameter left out is a type error, and an error at run time
    expect(() => buildPath('/terminals/{id}')).toThrow('Missing parameter "id"');
    // @ts-expect-error a misspelt parameter is a type error
    expect(() => buildPath('/terminals/{id}', { idd: 1 })).toThrow('Missing parameter "id"');
  });
});
