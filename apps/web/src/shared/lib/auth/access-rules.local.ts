/**
 * Local stand-in for the contract's access tables (spec core §2.4, §6 and routes.txt),
 * used until `@mentor/contract` exports MENU, ROUTES and the permission helpers.
 * Only `access.ts` may import this file.
 */

export interface LocalizedTitle {
  pt: string;
  en: string;
}

export interface MenuItem {
  path: string;
  permission: string;
  strict?: boolean;
  title: LocalizedTitle;
}

export interface MenuGroup {
  id: string;
  title: LocalizedTitle;
  items: MenuItem[];
}

export interface RouteEntry {
  pattern: string;
  permission: string | null;
  strict?: boolean;
  title: LocalizedTitle;
}

const t = (pt: string, en: string): LocalizedTitle => ({ pt, en });
const item = (path: string, permission: string, title: LocalizedTitle, strict?: boolean): MenuItem =>
  strict ? { path, permission, title, strict } : { path, permission, title };

export const MENU: MenuGroup[] = [
  {
    id: 'management',
    title: t('Gestão', 'Management'),
    items: [
      item('/management/tpv', 'read_dashboard_tpv', t('Dashboard TPV', 'TPV dashboard')),
      item('/management/behavioral', 'read_dashboard_tpv', t('Comportamental', 'Behavioral')),
    ],
  },
  { id: 'projects', title: t('Projetos', 'Projects'), items: [item('/projects', 'read_project_list', t('Projetos', 'Projects'))] },
  {
    id: 'merchants',
    title: t('Lojistas', 'Merchants'),
    items: [
      item('/merchants', 'read_merchant_list', t('Lojistas', 'Merchants')),
      item('/merchantgroups', 'read_merchant_group_list', t('Grupos de lojistas', 'Merchant groups')),
    ],
  },
  {
    id: 'plans',
    title: t('Planos e taxas', 'Plans and rates'),
    items: [
      item('/plans/acquirer', 'read_acquirer_plan_list', t('Planos adquirente', 'Acquirer plans')),
      item('/plans/sales', 'read_sales_plan_list', t('Planos de venda', 'Sales plans')),
      item('/plans/sales/anticipation_rate', 'update_anticipation_rate', t('Taxa ARV', 'ARV rate')),
    ],
  },
  {
    id: 'terminals',
    title: t('Terminais', 'Terminals'),
    items: [
      item('/equipments', 'read_equipment_list', t('Equipamentos', 'Equipment')),
      item('/terminals', 'read_terminal_list', t('Terminais', 'Terminals')),
      item('/terminals/rents', 'read_terminal_rent', t('Aluguéis', 'Rents')),
    ],
  },
  { id: 'billets', title: t('Boletos', 'Billets'), items: [item('/billets', 'read_bank_billets', t('Boletos', 'Billets'))] },
  {
    id: 'financial',
    title: t('Financeiro', 'Financial'),
    items: [
      item('/financial/transactions', 'read_transactions', t('Transações', 'Transactions')),
      item('/financial/statement', 'read_financial', t('Extrato', 'Statement')),
      item('/financial/receivable_registry', 'read_transactions', t('Recebíveis', 'Receivables')),
      item('/financial/payments', 'read_payments', t('Pagamentos', 'Payments')),
    ],
  },
  { id: 'cnaes', title: t('CNAEs e MCCs', 'CNAEs and MCCs'), items: [item('/cnaes', 'read_dashboard_tpv', t('CNAEs e MCCs', 'CNAEs and MCCs'))] },
  {
    id: 'sso',
    title: t('Usuários SSO', 'SSO users'),
    items: [
      item('/users', 'read_user_list', t('Usuários', 'Users')),
      item('/roles', 'read_user_list', t('Perfis', 'Roles')),
    ],
  },
  {
    id: 'onboarding',
    title: t('Onboarding', 'Onboarding'),
    items: [
      item('/onboarding/approved-accounts', 'view_approved_records', t('Aprovadas', 'Approved')),
      item('/onboarding/analysis-accounts', 'view_in_analysis_records', t('Em análise', 'In analysis')),
      item('/onboarding/pendent-accounts', 'view_pending_records', t('Pendentes', 'Pending')),
      item('/onboarding/reproved-accounts', 'view_rejected_records', t('Reprovadas', 'Rejected')),
      item('/onboarding/onboarding-accounts', 'view_onboarding_records', t('Em onboarding', 'In onboarding')),
      item('/onboarding/closed-accounts', 'view_closed_records', t('Encerradas', 'Closed')),
    ],
  },
  {
    id: 'credentials',
    title: t('Credenciais', 'Credentials'),
    items: [
      item('/credentials', 'manage_credentials', t('Credenciais', 'Credentials')),
      item('/services', 'manage_credentials', t('Serviços', 'Services')),
    ],
  },
  { id: 'reports', title: t('Relatórios', 'Reports'), items: [item('/reports/tpv', 'read_report_tpv', t('Relatório TPV', 'TPV report'))] },
  {
    id: 'checkup',
    title: t('Checkup', 'Check-up'),
    items: [
      item('/occurrences/duplicated_transactions', 'read_checkup', t('Transações duplicadas', 'Duplicated transactions')),
      item('/occurrences/not_imported_transactions', 'read_checkup', t('Transações não importadas', 'Not imported transactions')),
    ],
  },
  {
    id: 'onboardingMenu',
    title: t('Menu onboarding', 'Onboarding menu'),
    items: [
      item('/onboarding/restricted-customers', 'view_restricted_clients', t('Clientes restritos', 'Restricted customers')),
      item('/onboarding/positive-list', 'access_positive_list', t('Lista positiva', 'Positive list')),
      item('/onboarding/location-restriction', 'restrict_by_location', t('Restrição por localização', 'Location restriction')),
    ],
  },
  {
    id: 'infractions',
    title: t('Infrações', 'Infractions'),
    items: [
      item('/blacklist', 'manage_restrictive_list', t('Lista restritiva', 'Blacklist')),
      item('/infract-report/infract-report', 'report_and_handle_violations', t('Infrações Pix', 'Pix infractions')),
      item('/infract-report/infraction-med', 'generate_bacen_report', t('MED', 'MED')),
      item('/infract-report/infraction-list-transactions', 'list_transactions', t('Transações Pix', 'Pix transactions')),
    ],
  },
  { id: 'devices', title: t('Dispositivos', 'Devices'), items: [item('/device-manager', 'manage_devices', t('Dispositivos', 'Devices'))] },
  {
    id: 'blacklistManager',
    title: t('Gestor de blacklist', 'Blacklist manager'),
    items: [item('/blacklist-manager', 'manage_restrictive_list', t('Gestor de blacklist', 'Blacklist manager'), true)],
  },
  {
    id: 'regulatory',
    title: t('Arquivos regulatórios', 'Regulatory files'),
    items: [item('/file-regulatory', 'generate_bacen_report', t('Arquivos regulatórios', 'Regulatory files'))],
  },
  {
    id: 'transactionAnalysis',
    title: t('Análise de transações', 'Transaction analysis'),
    items: [
      item('/analysis-transactions/transactions-analysis', 'access_transaction_management', t('Análise', 'Analysis')),
      item('/analysis-transactions/scheduled-transactions', 'access_scheduled_transactions', t('Agendadas', 'Scheduled')),
      item('/analysis-transactions/declined-transactions', 'access_rejected_transactions', t('Recusadas', 'Declined')),
    ],
  },
  {
    id: 'taxManagement',
    title: t('Gestão de tarifas', 'Fee management'),
    items: [item('/tax-management', 'manage_fees_and_rates', t('Gestão de tarifas', 'Fee management'))],
  },
];

const extraRoutes: RouteEntry[] = [
  { pattern: '/', permission: null, title: t('Início', 'Home') },
  { pattern: '/billets/fields', permission: 'read_bank_billets', title: t('Campos de boletos', 'Billet fields') },
  { pattern: '/blacklist-manager/view', permission: 'manage_restrictive_list', strict: true, title: t('Blacklist', 'Blacklist entry') },
  { pattern: '/clients', permission: null, title: t('Clientes', 'Clients') },
  { pattern: '/credentials/{credential}', permission: 'manage_credentials', title: t('Credencial', 'Credential') },
  { pattern: '/merchantgroups/{id}', permission: 'read_merchant_group_list', title: t('Grupo de lojistas', 'Merchant group') },
  { pattern: '/merchants/fields', permission: 'read_merchant_list', title: t('Campos de lojistas', 'Merchant fields') },
  { pattern: '/merchants/{id}', permission: 'read_merchant_list', title: t('Lojista', 'Merchant') },
  { pattern: '/projects/{id}', permission: 'read_project_list', title: t('Projeto', 'Project') },
  {
    pattern: '/projects/{id}/sales_representatives/{sales_representative_id}',
    permission: 'read_project_list',
    title: t('Representante de vendas', 'Sales representative'),
  },
  { pattern: '/services/{service}', permission: 'manage_credentials', title: t('Serviço', 'Service') },
  { pattern: '/terminals/{id}', permission: 'read_terminal_list', title: t('Terminal', 'Terminal') },
  { pattern: '/financial/payments/fields', permission: 'read_payments', title: t('Campos de pagamentos', 'Payment fields') },
  {
    pattern: '/financial/receivable_registry/contract_effect/{id?}',
    permission: 'read_transactions',
    title: t('Efeitos de contrato', 'Contract effects'),
  },
  { pattern: '/financial/receivable_registry/ur/{id?}', permission: 'read_transactions', title: t('Unidade de recebível', 'Receivable unit') },
  { pattern: '/financial/statement/fields', permission: 'read_financial', title: t('Campos do extrato', 'Statement fields') },
  { pattern: '/financial/transactions/fields', permission: 'read_transactions', title: t('Campos de transações', 'Transaction fields') },
  { pattern: '/occurrences/duplicated_transactions/fields', permission: 'read_checkup', title: t('Campos', 'Fields') },
  { pattern: '/occurrences/not_imported_transactions/fields', permission: 'read_checkup', title: t('Campos', 'Fields') },
  {
    pattern: '/infract-report/infract-report-view-or-action',
    permission: 'report_and_handle_violations',
    title: t('Infração', 'Infraction'),
  },
  { pattern: '/infract-report/infraction-med-view-or-action', permission: 'generate_bacen_report', title: t('MED', 'MED') },
  { pattern: '/infract-report/transaction-view', permission: 'list_transactions', title: t('Transação Pix', 'Pix transaction') },
  { pattern: '/onboarding/blocked-list', permission: 'view_restricted_clients', title: t('Contas bloqueadas', 'Blocked accounts') },
  { pattern: '/onboarding/{id}', permission: 'view_onboarding_records', title: t('Conta', 'Account') },
  { pattern: '/onboarding/{id?}/{wlId}', permission: 'view_onboarding_records', title: t('Conta', 'Account') },
  { pattern: '/plans/acquirer/{id}', permission: 'read_acquirer_plan_list', title: t('Plano adquirente', 'Acquirer plan') },
  { pattern: '/plans/sales/{id}', permission: 'read_sales_plan_list', title: t('Plano de venda', 'Sales plan') },
  {
    pattern: '/plans/sales/update_anticipation_rate',
    permission: 'update_anticipation_rate',
    title: t('Atualizar taxa ARV', 'Update ARV rate'),
  },
];

export const ROUTES: RouteEntry[] = [
  ...MENU.flatMap((group) =>
    group.items.map((entry) =>
      entry.strict
        ? { pattern: entry.path, permission: entry.permission, strict: true, title: entry.title }
        : { pattern: entry.path, permission: entry.permission, title: entry.title },
    ),
  ),
  ...extraRoutes,
];

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.endsWith('?}')) return '(?:/[^/]+)?';
      if (segment.startsWith('{')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** Finds the route entry for a pathname without the /en prefix. Static routes win over param routes. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const candidates = ROUTES.filter((entry) => patternToRegExp(entry.pattern).test(pathname || '/'));
  return candidates.sort((a, b) => a.pattern.split('{').length - b.pattern.split('{').length)[0];
}

export function hasPermission(permissions: readonly string[], requested: string | readonly string[], strict = false) {
  if (permissions.includes('bypass_permission')) return true;
  const wanted = typeof requested === 'string' ? [requested] : requested;
  return wanted.every((name) => permissions.some((held) => (strict ? held === name : held.startsWith(name))));
}

export function visibleMenu(permissions: readonly string[]): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((entry) => hasPermission(permissions, entry.permission, entry.strict)),
  })).filter((group) => group.items.length > 0);
}

export function hasMentorRole(roles: readonly string[]): boolean {
  return roles.some((role) => role.startsWith('mentor_'));
}

const ROLE_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['mentor_super_admin', 'SUPER ADMINISTRADOR'],
  ['mentor_assistant', 'ASSISTENTE'],
  ['mentor_comercial_admin', 'COMERCIAL ADMINISTRADOR'],
  ['mentor_comercial_operator', 'COMERCIAL OPERADOR'],
  ['mentor_financial', 'FINANCEIRO'],
  ['mentor_logistic_operator', 'LOGÍSTICA OPERADOR'],
  ['mentor_logistic_admin', 'LOGÍSTICA ADMINISTRADOR'],
  ['mentor_partner', 'PARCEIRO'],
];

export function userTypeLabel(roles: readonly string[]): string {
  for (const [role, label] of ROLE_LABELS) if (roles.includes(role)) return label;
  const other = roles.find((role) => role.startsWith('mentor_'));
  return other ? other.slice('mentor_'.length).replaceAll('_', ' ').toUpperCase() : '';
}
