/**
 * Screen routes and the sidebar menu (spec core §2.1, §2.4, §6; 2nd doc §2).
 *
 * Every route exists in Portuguese without a prefix and in English under '/en'. Every
 * route needs a mentor_ role; on top of that a route needs the permission of its menu
 * entry, detail and field-selection routes that of their list, and '/' nothing more.
 */
import type { Lang, LocalizedLabel } from './enums/define.ts';
import { hasPermission, type Permission } from './permissions.ts';
import { hasMentorRole } from './roles.ts';

/** A screen route. */
export interface RouteDef {
  /** Pattern as in routes.txt: '{name}' is a segment parameter, '{name?}' an optional one. */
  readonly path: string;
  readonly title: LocalizedLabel;
  /** Permission required besides a mentor_ role; null for none. */
  readonly permission: Permission | null;
  /** Exact role name instead of a prefix match. */
  readonly strict?: boolean;
  /** Alternatively, any one of these permissions suffices. */
  readonly anyOf?: readonly Permission[];
}

function r<const P extends string>(
  path: P,
  pt: string,
  en: string,
  permission: Permission | null,
  extra: { strict?: boolean; anyOf?: readonly Permission[] } = {},
) {
  return { path, title: { pt, en }, permission, ...extra };
}

/**
 * The account detail is opened from every onboarding queue and from the restricted and
 * blocked lists, so any of their permissions opens it.
 */
export const ACCOUNT_DETAIL_PERMISSIONS: readonly Permission[] = [
  'view_approved_records',
  'view_in_analysis_records',
  'view_pending_records',
  'view_rejected_records',
  'view_onboarding_records',
  'view_closed_records',
  'view_restricted_clients',
];

/**
 * The account detail's Baskets tab (2nd doc §2): whoever reads the account reads its baskets, as
 * fee managers do; changing the account's basket takes fee management or the account-basket grant.
 */
export const ACCOUNT_BASKET_READ_PERMISSIONS: readonly Permission[] = [
  ...ACCOUNT_DETAIL_PERMISSIONS,
  'manage_fees_and_rates',
];
export const ACCOUNT_BASKET_CHANGE_PERMISSIONS: readonly Permission[] = [
  'manage_fees_and_rates',
  'manage_account_baskets',
];

/** Every screen route of routes.txt, in its order. */
export const ROUTES = [
  r('/', 'Início', 'Home', null),
  r('/billets', 'Boletos', 'Bank billets', 'read_bank_billets'),
  r('/billets/fields', 'Campos de boletos', 'Bank billet fields', 'read_bank_billets'),
  r('/blacklist', 'Blacklist', 'Blacklist', 'manage_restrictive_list'),
  r('/blacklist-manager', 'Gerenciador de Blacklist', 'Blacklist manager', 'manage_restrictive_list', {
    strict: true,
  }),
  r('/blacklist-manager/view', 'Registro da Blacklist', 'Blacklist entry', 'manage_restrictive_list', {
    strict: true,
  }),
  r('/clients', 'Clientes', 'Clients', 'manage_credentials'),
  r('/cnaes', 'CNAEs e MCCs', 'CNAEs and MCCs', 'read_dashboard_tpv'),
  r('/credentials', 'Credenciais', 'Credentials', 'manage_credentials'),
  r('/credentials/{credential}', 'Credencial', 'Credential', 'manage_credentials'),
  r('/device-manager', 'Dispositivos', 'Devices', 'manage_devices'),
  r('/equipments', 'Equipamentos', 'Equipment', 'read_equipment_list'),
  r('/file-regulatory', 'Arquivos Regulatórios', 'Regulatory files', 'generate_bacen_report'),
  r('/merchantgroups', 'Grupos de Lojistas', 'Merchant groups', 'read_merchant_group_list'),
  r('/merchantgroups/{id}', 'Grupo de Lojistas', 'Merchant group', 'read_merchant_group_list'),
  r('/merchants', 'Lojistas', 'Merchants', 'read_merchant_list'),
  r('/merchants/fields', 'Campos de lojistas', 'Merchant fields', 'read_merchant_list'),
  r('/merchants/{id}', 'Lojista', 'Merchant', 'read_merchant_list'),
  r('/projects', 'Projetos', 'Projects', 'read_project_list'),
  r('/projects/{id}', 'Projeto', 'Project', 'read_project_list'),
  r(
    '/projects/{id}/sales_representatives/{sales_representative_id}',
    'Representante Comercial',
    'Sales representative',
    'read_project_list',
  ),
  r('/roles', 'Perfis e Permissões', 'Roles and permissions', 'read_user_list'),
  r('/services', 'Serviços', 'Services', 'manage_credentials'),
  r('/services/{service}', 'Serviço', 'Service', 'manage_credentials'),
  r('/tax-management', 'Gestão de Tarifas', 'Fee management', 'manage_fees_and_rates'),
  r('/terminals', 'Terminais', 'Terminals', 'read_terminal_list'),
  r('/terminals/rents', 'Aluguéis de Terminais', 'Terminal rents', 'read_terminal_rent'),
  r('/terminals/{id}', 'Terminal', 'Terminal', 'read_terminal_list'),
  r('/users', 'Usuários', 'Users', 'read_user_list'),
  r(
    '/analysis-transactions/declined-transactions',
    'Transações Recusadas',
    'Declined transactions',
    'access_rejected_transactions',
  ),
  r(
    '/analysis-transactions/scheduled-transactions',
    'Transações Agendadas',
    'Scheduled transactions',
    'access_scheduled_transactions',
  ),
  r(
    '/analysis-transactions/transactions-analysis',
    'Análise de Transações',
    'Transaction analysis',
    'access_transaction_management',
  ),
  r('/financial/payments', 'Pagamentos', 'Payments', 'read_payments'),
  r('/financial/payments/fields', 'Campos de pagamentos', 'Payment fields', 'read_payments'),
  r('/financial/receivable_registry', 'Registro de Recebíveis', 'Receivables registry', 'read_transactions'),
  r(
    '/financial/receivable_registry/contract_effect/{id?}',
    'Efeitos de Contrato',
    'Contract effects',
    'read_transactions',
  ),
  r(
    '/financial/receivable_registry/ur/{id?}',
    'Unidade de Recebível',
    'Receivable unit',
    'read_transactions',
  ),
  r('/financial/statement', 'Extrato', 'Statement', 'read_financial'),
  r('/financial/statement/fields', 'Campos do extrato', 'Statement fields', 'read_financial'),
  r('/financial/transactions', 'Transações', 'Transactions', 'read_transactions'),
  r('/financial/transactions/fields', 'Campos de transações', 'Transaction fields', 'read_transactions'),
  r(
    '/occurrences/duplicated_transactions',
    'Transações Duplicadas',
    'Duplicated transactions',
    'read_checkup',
  ),
  r(
    '/occurrences/duplicated_transactions/fields',
    'Campos de transações duplicadas',
    'Duplicated transaction fields',
    'read_checkup',
  ),
  r(
    '/occurrences/not_imported_transactions',
    'Transações Não Importadas',
    'Not imported transactions',
    'read_checkup',
  ),
  r(
    '/occurrences/not_imported_transactions/fields',
    'Campos de transações não importadas',
    'Not imported transaction fields',
    'read_checkup',
  ),
  r('/infract-report/infract-report', 'Infrações Pix', 'Pix infractions', 'report_and_handle_violations'),
  r(
    '/infract-report/infract-report-view-or-action',
    'Detalhe da Infração',
    'Infraction detail',
    'report_and_handle_violations',
  ),
  r(
    '/infract-report/infraction-list-transactions',
    'Transações Pix',
    'Pix transactions',
    'list_transactions',
  ),
  r('/infract-report/infraction-med', 'Devoluções MED', 'MED refunds', 'generate_bacen_report'),
  r(
    '/infract-report/infraction-med-view-or-action',
    'Detalhe da Devolução MED',
    'MED refund detail',
    'generate_bacen_report',
  ),
  r(
    '/infract-report/transaction-view',
    'Detalhe da Transação Pix',
    'Pix transaction detail',
    'list_transactions',
  ),
  r('/management/behavioral', 'Dashboard Comportamental', 'Behavioural dashboard', 'read_dashboard_tpv'),
  r('/management/tpv', 'Dashboard de TPV', 'TPV dashboard', 'read_dashboard_tpv'),
  r('/onboarding/analysis-accounts', 'Contas em Análise', 'Accounts in analysis', 'view_in_analysis_records'),
  r('/onboarding/approved-accounts', 'Contas Aprovadas', 'Approved accounts', 'view_approved_records'),
  r('/onboarding/blocked-list', 'Contas Bloqueadas', 'Blocked accounts', 'view_restricted_clients'),
  r('/onboarding/closed-accounts', 'Contas Encerradas', 'Closed accounts', 'view_closed_records'),
  r(
    '/onboarding/location-restriction',
    'Restrição por Localização',
    'Location restriction',
    'restrict_by_location',
  ),
  r(
    '/onboarding/onboarding-accounts',
    'Contas em Onboarding',
    'Accounts in onboarding',
    'view_onboarding_records',
  ),
  r('/onboarding/pendent-accounts', 'Contas Pendentes', 'Pending accounts', 'view_pending_records'),
  r('/onboarding/positive-list', 'Lista Positiva', 'Positive list', 'access_positive_list'),
  r('/onboarding/reproved-accounts', 'Contas Reprovadas', 'Rejected accounts', 'view_rejected_records'),
  r(
    '/onboarding/restricted-customers',
    'Clientes Restritos',
    'Restricted customers',
    'view_restricted_clients',
  ),
  r('/onboarding/{id}', 'Conta', 'Account', null, { anyOf: ACCOUNT_DETAIL_PERMISSIONS }),
  r('/onboarding/{id?}/{wlId}', 'Conta', 'Account', null, { anyOf: ACCOUNT_DETAIL_PERMISSIONS }),
  r('/plans/acquirer', 'Planos de Adquirente', 'Acquirer plans', 'read_acquirer_plan_list'),
  r('/plans/acquirer/{id}', 'Plano de Adquirente', 'Acquirer plan', 'read_acquirer_plan_list'),
  r('/plans/sales', 'Planos de Venda', 'Sales plans', 'read_sales_plan_list'),
  r('/plans/sales/{id}', 'Plano de Venda', 'Sales plan', 'read_sales_plan_list'),
  r(
    '/plans/sales/anticipation_rate',
    'Taxas de Antecipação',
    'Anticipation rates',
    'update_anticipation_rate',
  ),
  r(
    '/plans/sales/update_anticipation_rate',
    'Atualizar Taxas de Antecipação',
    'Update anticipation rates',
    'update_anticipation_rate',
  ),
  r('/reports/tpv', 'Relatório de TPV', 'TPV report', 'read_report_tpv'),
] as const satisfies readonly RouteDef[];

/** Pattern of a screen route. */
/**
 * Screens the product adds to those of routes.txt (reached from the top bar, not the menu):
 * the four-eyes approvals inbox.
 */
export const CONSOLE_ROUTES = [r('/approvals', 'Aprovações', 'Approvals', null)] as const;

/** Every screen of the console: routes.txt's and the product's own. */
export const ALL_ROUTES: readonly RouteDef[] = [...ROUTES, ...CONSOLE_ROUTES];

export type RoutePath = (typeof ROUTES)[number]['path'] | (typeof CONSOLE_ROUTES)[number]['path'];

const ROUTE_BY_PATH: ReadonlyMap<string, RouteDef> = new Map(ALL_ROUTES.map((route) => [route.path, route]));

/** The route of a pattern. */
export function routeOf(path: RoutePath): RouteDef {
  const route = ROUTE_BY_PATH.get(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

/**
 * Whether a user may open a route: a mentor_ role always, then the route's permission
 * (or any one of `anyOf`). `roles` are the user's permissions (realm and client roles).
 */
export function canAccessRoute(route: RouteDef, roles: readonly string[]): boolean {
  if (!hasMentorRole(roles)) return false;
  if (route.anyOf) return route.anyOf.some((permission) => hasPermission(roles, permission));
  if (route.permission === null) return true;
  return hasPermission(roles, route.permission, { strict: route.strict });
}

/** One entry of the sidebar. */
export interface MenuItem {
  readonly path: RoutePath;
  readonly title: LocalizedLabel;
  readonly permission: Permission;
  readonly strict?: boolean;
}

/** A sidebar group. */
export interface MenuGroup {
  readonly key: string;
  readonly title: LocalizedLabel;
  readonly items: readonly MenuItem[];
}

function item(path: RoutePath, permission: Permission, strict = false): MenuItem {
  const { title } = routeOf(path);
  return strict ? { path, title, permission, strict } : { path, title, permission };
}

function group(key: string, pt: string, en: string, items: readonly MenuItem[]): MenuGroup {
  return { key, title: { pt, en }, items };
}

/** The sidebar menu, in the order and with the permissions of spec core §2.4. */
export const MENU: readonly MenuGroup[] = [
  group('management', 'Gestão', 'Management', [
    item('/management/tpv', 'read_dashboard_tpv'),
    item('/management/behavioral', 'read_dashboard_tpv'),
  ]),
  group('projects', 'Projetos', 'Projects', [item('/projects', 'read_project_list')]),
  group('merchants', 'Lojistas', 'Merchants', [
    item('/merchants', 'read_merchant_list'),
    item('/merchantgroups', 'read_merchant_group_list'),
  ]),
  group('plans_and_taxes', 'Planos e Taxas', 'Plans and Rates', [
    item('/plans/acquirer', 'read_acquirer_plan_list'),
    item('/plans/sales', 'read_sales_plan_list'),
    item('/plans/sales/anticipation_rate', 'update_anticipation_rate'),
  ]),
  group('terminals', 'Terminais', 'Terminals', [
    item('/equipments', 'read_equipment_list'),
    item('/terminals', 'read_terminal_list'),
    item('/terminals/rents', 'read_terminal_rent'),
  ]),
  group('billets', 'Boletos', 'Bank Billets', [item('/billets', 'read_bank_billets')]),
  group('financial', 'Financeiro', 'Financial', [
    item('/financial/transactions', 'read_transactions'),
    item('/financial/statement', 'read_financial'),
    item('/financial/receivable_registry', 'read_transactions'),
    item('/financial/payments', 'read_payments'),
  ]),
  group('cnaes_and_mccs', 'CNAEs e MCCs', 'CNAEs and MCCs', [item('/cnaes', 'read_dashboard_tpv')]),
  group('sso_users', 'Usuários SSO', 'SSO Users', [
    item('/users', 'read_user_list'),
    item('/roles', 'read_user_list'),
  ]),
  group('onboarding', 'Onboarding', 'Onboarding', [
    item('/onboarding/approved-accounts', 'view_approved_records'),
    item('/onboarding/analysis-accounts', 'view_in_analysis_records'),
    item('/onboarding/pendent-accounts', 'view_pending_records'),
    item('/onboarding/reproved-accounts', 'view_rejected_records'),
    item('/onboarding/onboarding-accounts', 'view_onboarding_records'),
    item('/onboarding/closed-accounts', 'view_closed_records'),
  ]),
  group('credentials', 'Credenciais', 'Credentials', [
    item('/credentials', 'manage_credentials'),
    item('/services', 'manage_credentials'),
  ]),
  group('reports', 'Relatórios', 'Reports', [item('/reports/tpv', 'read_report_tpv')]),
  group('checkup', 'Checkup', 'Check-up', [
    item('/occurrences/duplicated_transactions', 'read_checkup'),
    item('/occurrences/not_imported_transactions', 'read_checkup'),
  ]),
  group('onboarding_menu', 'Restrições de Onboarding', 'Onboarding Restrictions', [
    item('/onboarding/restricted-customers', 'view_restricted_clients'),
    item('/onboarding/positive-list', 'access_positive_list'),
    item('/onboarding/location-restriction', 'restrict_by_location'),
  ]),
  group('infractions', 'Infrações', 'Infractions', [
    item('/blacklist', 'manage_restrictive_list'),
    item('/infract-report/infract-report', 'report_and_handle_violations'),
    item('/infract-report/infraction-med', 'generate_bacen_report'),
    item('/infract-report/infraction-list-transactions', 'list_transactions'),
  ]),
  group('devices', 'Dispositivos', 'Devices', [item('/device-manager', 'manage_devices')]),
  group('blacklist_manager', 'Gerenciador de Blacklist', 'Blacklist Manager', [
    item('/blacklist-manager', 'manage_restrictive_list', true),
  ]),
  group('regulatory_files', 'Arquivos Regulatórios', 'Regulatory Files', [
    item('/file-regulatory', 'generate_bacen_report'),
  ]),
  group('transaction_analysis', 'Análise de Transações', 'Transaction Analysis', [
    item('/analysis-transactions/transactions-analysis', 'access_transaction_management'),
    item('/analysis-transactions/scheduled-transactions', 'access_scheduled_transactions'),
    item('/analysis-transactions/declined-transactions', 'access_rejected_transactions'),
  ]),
  group('tax_management', 'Gestão de Tarifas', 'Fee Management', [
    item('/tax-management', 'manage_fees_and_rates'),
  ]),
];

/** The menu a user sees: items they hold the permission for; groups left empty are hidden. */
export function visibleMenu(perms: readonly string[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const menuGroup of MENU) {
    const items = menuGroup.items.filter((menuItem) =>
      hasPermission(perms, menuItem.permission, { strict: menuItem.strict }),
    );
    if (items.length > 0) groups.push({ ...menuGroup, items });
  }
  return groups;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface CompiledRoute {
  route: RouteDef;
  segments: readonly Segment[];
  statics: number;
}

function compile(route: RouteDef): CompiledRoute {
  const segments = route.path
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      const param = /^\{(\w+)(\?)?\}$/.exec(part);
      if (!param?.[1]) return { kind: 'static', value: part };
      return { kind: 'param', name: param[1], optional: param[2] === '?' };
    });
  return { route, segments, statics: segments.filter((s) => s.kind === 'static').length };
}

const COMPILED: readonly CompiledRoute[] = ALL_ROUTES.map(compile);

interface SegmentMatch {
  params: Record<string, string>;
  skipped: number;
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): SegmentMatch | null {
  const [segment, ...restSegments] = segments;
  if (!segment) return parts.length === 0 ? { params: {}, skipped: 0 } : null;
  const [part, ...restParts] = parts;
  if (segment.kind === 'static') {
    return part === segment.value ? matchSegments(restSegments, restParts) : null;
  }
  if (part !== undefined) {
    const consumed = matchSegments(restSegments, restParts);
    if (consumed) return { params: { [segment.name]: part, ...consumed.params }, skipped: consumed.skipped };
  }
  if (!segment.optional) return null;
  const skipped = matchSegments(restSegments, parts);
  return skipped ? { params: skipped.params, skipped: skipped.skipped + 1 } : null;
}

/** A route matched against a pathname. */
export interface RouteMatch {
  route: RouteDef;
  /** Parameters by name, decoded; omitted optional parameters are absent. */
  params: Record<string, string>;
  lang: Lang;
}

/** Splits a leading '/en' (the English prefix) from a pathname. */
export function splitLocale(pathname: string): { lang: Lang; path: string } {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (path === '/en' || path.startsWith('/en/')) return { lang: 'en', path: path.slice(3) || '/' };
  return { lang: 'pt', path: path || '/' };
}

/**
 * Finds the route of a pathname ('/en' prefix, trailing slash, query and hash allowed).
 * Fixed segments win over parameters ('/terminals/rents' is not terminal 'rents'), and a
 * route that uses its optional segment wins over one that skips it. Null when no route
 * matches (a 404).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, path } = splitLocale(pathname);
  let parts: string[];
  try {
    parts = path
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  let best: { compiled: CompiledRoute; match: SegmentMatch } | null = null;
  for (const compiled of COMPILED) {
    const match = matchSegments(compiled.segments, parts);
    if (!match) continue;
    if (
      !best ||
      compiled.statics > best.compiled.statics ||
      (compiled.statics === best.compiled.statics && match.skipped < best.match.skipped)
    ) {
      best = { compiled, match };
    }
  }
  return best ? { route: best.compiled.route, params: best.match.params, lang } : null;
}

/** The parameter names of a route pattern: '/a/{id}/{wlId?}' gives 'id' | 'wlId?'. */
type PatternParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PatternParams<Rest>
  : never;
type ParamValue = string | number;

/** The parameters of a route pattern: required ones, and optional ones (`{name?}`). */
export type RouteParams<P extends string> = {
  readonly [K in PatternParams<P> as K extends `${string}?` ? never : K]: ParamValue;
} & {
  readonly [K in PatternParams<P> as K extends `${infer Name}?` ? Name : never]?: ParamValue;
};

/** A route pattern with no required parameter may be built without a parameters object. */
export type RouteParamsArgs<P extends string> = [Exclude<PatternParams<P>, `${string}?`>] extends [never]
  ? [params?: RouteParams<P>]
  : [params: RouteParams<P>];
type RouteParamsArg<P extends string> = [...RouteParamsArgs<P>, lang?: Lang];

/**
 * Builds a pathname from a route pattern: buildPath('/merchants/{id}', { id: 7 }, 'en')
 * gives '/en/merchants/7'. Optional parameters left out drop their segment. Parameters are
 * typed from the pattern: a missing or misspelt one is a type error.
 *
 * @throws Error when a required parameter is missing at run time.
 */
export function buildPath<P extends RoutePath>(path: P, ...args: RouteParamsArg<P>): string;
export function buildPath(
  path: RoutePath,
  params?: Readonly<Record<string, ParamValue>>,
  lang?: Lang,
): string {
  return buildRoutePath(path, params ?? {}, lang ?? 'pt');
}

/** `buildPath` with untyped parameters, for code that already checked them against the pattern. */
export function buildRoutePath(
  path: RoutePath,
  params: Readonly<Record<string, ParamValue>>,
  lang: Lang,
): string {
  const segments = compile(routeOf(path)).segments.flatMap((segment) => {
    if (segment.kind === 'static') return [segment.value];
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) return [];
      throw new Error(`Missing parameter "${segment.name}" for ${path}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const built = `/${segments.join('/')}`;
  return lang === 'en' ? (built === '/' ? '/en' : `/en${built}`) : built;
}
