/**
 * Default permissions of each staff role (docs/adr/0003-role-permission-matrix.md). Stored in the
 * database at the first start; the roles screen edits it afterwards. The token carries the
 * permissions of the holder's roles as resource roles, so a change applies at the next sign-in
 * or token refresh.
 */
const READ_COMMERCIAL = [
  'read_dashboard_tpv',
  'read_report_tpv',
  'read_project_list',
  'read_merchant_list',
  'read_merchant_group_list',
  'read_acquirer_plan_list',
  'read_sales_plan_list',
  'read_transactions',
];

const ONBOARDING_QUEUES = [
  'view_approved_records',
  'view_in_analysis_records',
  'view_pending_records',
  'view_rejected_records',
  'view_onboarding_records',
  'view_closed_records',
];

export const ROLE_MATRIX: Record<string, readonly string[]> = {
  // Super administrators also hold the realm role bypass_permission; the explicit list keeps
  // them working if that role is ever withdrawn.
  mentor_super_admin: ['*'],
  mentor_comercial_admin: [
    ...READ_COMMERCIAL,
    'update_anticipation_rate',
    'read_terminal_list',
    'read_equipment_list',
    'read_user_list',
    'manage_project',
    'manage_project_users',
    'manage_roles',
    'manage_merchants',
    'block_merchants',
    'manage_merchant_groups',
    'manage_sales_plans',
    ...ONBOARDING_QUEUES,
    'view_restricted_clients',
    'access_positive_list',
    'restrict_by_location',
  ],
  mentor_comercial_operator: [
    ...READ_COMMERCIAL,
    'read_terminal_list',
    'manage_merchants',
    'view_onboarding_records',
    'view_pending_records',
    'view_in_analysis_records',
  ],
  mentor_financial: [
    'read_dashboard_tpv',
    'read_report_tpv',
    'read_project_list',
    'read_merchant_list',
    'read_transactions',
    'read_financial',
    'read_payments',
    'manage_payments',
    'settle_payments',
    'read_bank_billets',
    'manage_bank_billets',
    'manage_receivables',
    'read_checkup',
    'read_sales_plan_list',
    'update_anticipation_rate',
    'manage_fees_and_rates',
    'report_and_handle_violations',
    'generate_bacen_report',
    'list_transactions',
    'access_transaction_management',
    'access_scheduled_transactions',
    'access_rejected_transactions',
  ],
  mentor_logistic_admin: [
    'read_project_list',
    'read_merchant_list',
    'read_equipment_list',
    'read_terminal_list',
    'read_terminal_rent',
    'manage_equipment',
    'manage_terminals',
    'manage_terminal_rent',
    'manage_credentials',
    'read_supplier_credentials',
  ],
  mentor_logistic_operator: [
    'read_merchant_list',
    'read_equipment_list',
    'read_terminal_list',
    'manage_terminals',
  ],
  mentor_assistant: ['read_dashboard_tpv', 'read_merchant_list', 'read_transactions', 'read_terminal_list'],
  mentor_partner: ['read_dashboard_tpv', 'read_report_tpv', 'read_merchant_list', 'read_transactions'],
};

export const ROLE_DESCRIPTIONS: Record<string, string> = {
  mentor_super_admin: 'Super administrador: acesso total',
  mentor_comercial_admin: 'Comercial administrador: projetos, lojistas, planos, usuários',
  mentor_comercial_operator: 'Comercial operador: lojistas e consultas comerciais',
  mentor_financial: 'Financeiro: transações, pagamentos, recebíveis, boletos, Pix',
  mentor_logistic_admin: 'Logística administrador: equipamentos, terminais, aluguéis, credenciais',
  mentor_logistic_operator: 'Logística operador: equipamentos e terminais',
  mentor_assistant: 'Assistente: consultas',
  mentor_partner: 'Parceiro: consultas do próprio projeto',
};
