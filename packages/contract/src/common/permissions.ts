/**
 * Permissions (spec core §6). A user's permissions are the union of the realm roles and
 * every client's roles in the identity token. A check passes when every requested
 * permission is a prefix of some role the user holds; 'bypass_permission' passes any check.
 *
 * Because the check is by prefix, a role named 'x_y' satisfies a check for 'x'. The names
 * below are therefore chosen so that none is a prefix of another: holding a narrower
 * permission never grants a broader one by accident.
 */
import type { LocalizedLabel } from './enums/define.ts';

/** The special permission that passes every check. */
export const BYPASS_PERMISSION = 'bypass_permission';

/** A permission with what it allows. */
export interface PermissionInfo {
  readonly name: string;
  readonly description: LocalizedLabel;
}

function p<const N extends string>(name: N, pt: string, en: string) {
  return { name, description: { pt, en } } as const;
}

/**
 * Every permission the console and the server check: those of the menu (core §2.4 and
 * 2nd doc §2) and the write permissions guarding the server's mutations.
 */
export const PERMISSIONS = [
  p(BYPASS_PERMISSION, 'Ignora todas as verificações de permissão', 'Passes every permission check'),
  // Menu and screens
  p(
    'read_dashboard_tpv',
    'Ver os dashboards de TPV e comportamental e a consulta de CNAEs e MCCs',
    'View the TPV and behavioural dashboards and the CNAE/MCC lookup',
  ),
  p('read_project_list', 'Ver projetos', 'View projects'),
  p('read_merchant_list', 'Ver lojistas', 'View merchants'),
  p('read_merchant_group_list', 'Ver grupos de lojistas', 'View merchant groups'),
  p('read_acquirer_plan_list', 'Ver planos de adquirente', 'View acquirer plans'),
  p('read_sales_plan_list', 'Ver planos de venda', 'View sales plans'),
  p(
    'update_anticipation_rate',
    'Ver e alterar taxas de antecipação (ARV)',
    'View and change anticipation (ARV) rates',
  ),
  p('read_equipment_list', 'Ver equipamentos', 'View equipment'),
  p('read_terminal_list', 'Ver terminais', 'View terminals'),
  p('read_terminal_rent', 'Ver aluguéis automáticos de terminais', 'View automatic terminal rents'),
  p('read_bank_billets', 'Ver boletos', 'View bank billets'),
  p(
    'read_transactions',
    'Ver transações, recebíveis e unidades de recebíveis',
    'View transactions, receivables and receivable units',
  ),
  p('read_financial', 'Ver o extrato financeiro', 'View the financial statement'),
  p('read_payments', 'Ver pagamentos', 'View payments'),
  p('read_user_list', 'Ver usuários SSO, perfis e permissões', 'View SSO users, roles and permissions'),
  p('view_approved_records', 'Ver contas aprovadas', 'View approved accounts'),
  p('view_in_analysis_records', 'Ver contas em análise', 'View accounts in analysis'),
  p('view_pending_records', 'Ver contas pendentes', 'View pending accounts'),
  p('view_rejected_records', 'Ver contas reprovadas', 'View rejected accounts'),
  p('view_onboarding_records', 'Ver contas em onboarding', 'View accounts in onboarding'),
  p('view_closed_records', 'Ver contas encerradas', 'View closed accounts'),
  p(
    'manage_credentials',
    'Gerenciar credenciais de API, serviços e contextos',
    'Manage API credentials, services and contexts',
  ),
  p('read_report_tpv', 'Ver o relatório de TPV', 'View the TPV report'),
  p('read_checkup', 'Ver o checkup de transações', 'View the transaction check-up'),
  p(
    'view_restricted_clients',
    'Ver clientes restritos e contas bloqueadas',
    'View restricted customers and blocked accounts',
  ),
  p('access_positive_list', 'Acessar e alterar a lista positiva', 'Access and change the positive list'),
  p('restrict_by_location', 'Restringir onboarding por localização', 'Restrict onboarding by location'),
  p(
    'manage_restrictive_list',
    'Gerenciar as listas restritivas (blacklist)',
    'Manage the restrictive lists (blacklist)',
  ),
  p('report_and_handle_violations', 'Consultar e tratar infrações Pix', 'Review and handle Pix infractions'),
  p(
    'generate_bacen_report',
    'Tratar devoluções MED e gerar arquivos regulatórios',
    'Handle MED refunds and generate regulatory files',
  ),
  p('list_transactions', 'Ver transações Pix', 'View Pix transactions'),
  p('manage_devices', 'Autorizar e revogar dispositivos Pix', 'Authorise and revoke Pix devices'),
  p('access_transaction_management', 'Analisar transações', 'Analyse transactions'),
  p('access_scheduled_transactions', 'Ver transações agendadas', 'View scheduled transactions'),
  p('access_rejected_transactions', 'Ver transações recusadas', 'View declined transactions'),
  p('manage_fees_and_rates', 'Gerenciar cestas de tarifas', 'Manage fee baskets'),
  // Projects and their users
  p(
    'update_project_settings',
    'Alterar parâmetros, restrição de liquidação, aluguel automático, envio de boletos e contas centralizadoras do projeto',
    'Change project parameters, settlement restriction, automatic rent, billet e-mail and centraliser accounts',
  ),
  p('manage_project_channels', 'Habilitar canais do projeto', 'Enable project channels'),
  p('manage_project_spread_mdr', 'Gerenciar o spread de MDR do projeto', 'Manage the project MDR spread'),
  p('manage_sales_representatives', 'Gerenciar representantes comerciais', 'Manage sales representatives'),
  p('upload_project_certificate', 'Enviar o certificado do projeto', 'Upload the project certificate'),
  p('create_project_user', 'Criar usuários do projeto', 'Create project users'),
  p('update_project_user', 'Alterar usuários do projeto', 'Update project users'),
  p('delete_project_user', 'Excluir usuários do projeto', 'Delete project users'),
  p(
    'reset_project_user_password',
    'Redefinir a senha de usuários do projeto',
    'Reset project user passwords',
  ),
  // Merchants
  p('create_merchant', 'Cadastrar lojistas', 'Create merchants'),
  p('update_merchant', 'Alterar lojistas', 'Update merchants'),
  p('delete_merchant', 'Excluir lojistas', 'Delete merchants'),
  p('block_merchant', 'Bloquear e desbloquear lojistas', 'Block and unblock merchants'),
  p('manage_merchant_splits', 'Gerenciar splits do lojista', 'Manage merchant splits'),
  p('manage_merchant_sales_plans', 'Associar planos de venda ao lojista', 'Assign sales plans to merchants'),
  p('manage_merchant_acquirers', 'Gerenciar adquirentes do lojista', 'Manage merchant acquirers'),
  p('change_merchant_mcc', 'Alterar o MCC do lojista', 'Change the merchant MCC'),
  p(
    'change_settlement_destination',
    'Alterar o destino de liquidação do lojista',
    'Change the merchant settlement destination',
  ),
  p(
    'upload_onboarding_documents',
    'Enviar documentos de onboarding do lojista',
    'Upload merchant onboarding documents',
  ),
  p('manage_merchant_groups', 'Gerenciar grupos de lojistas', 'Manage merchant groups'),
  // Equipment and terminals
  p('manage_equipment', 'Cadastrar, alterar e excluir equipamentos', 'Create, update and delete equipment'),
  p('create_terminal', 'Cadastrar terminais', 'Create terminals'),
  p('update_terminal', 'Alterar terminais', 'Update terminals'),
  p('delete_terminal', 'Inativar terminais', 'Inactivate terminals'),
  p('block_terminal', 'Bloquear e desbloquear terminais', 'Block and unblock terminals'),
  p(
    'manage_terminal_links',
    'Associar equipamentos e adquirentes a terminais',
    'Link equipment and acquirers to terminals',
  ),
  p('manage_supplier_credentials', 'Cadastrar credenciais de fornecedor', 'Create supplier credentials'),
  p(
    'reveal_supplier_credential',
    'Consultar o conteúdo de credenciais de fornecedor',
    'Reveal supplier credential contents',
  ),
  // Plans and rates
  p('create_sales_plan', 'Criar planos de venda', 'Create sales plans'),
  p('update_sales_plan', 'Alterar planos de venda', 'Update sales plans'),
  p('delete_sales_plan', 'Excluir planos de venda', 'Delete sales plans'),
  p('manage_mdr_rates', 'Gerenciar taxas MDR por bandeira', 'Manage MDR rates per card brand'),
  p('update_channel', 'Alterar canais', 'Update channels'),
  // Roles
  p(
    'manage_roles',
    'Criar e alterar perfis e suas permissões',
    'Create and update roles and their permissions',
  ),
  // Payments
  p('settle_payments', 'Liquidar pagamentos', 'Settle payments'),
  p('convert_slc_to_ted', 'Converter pagamentos SLC em TED', 'Convert SLC payments to TED'),
  p(
    'manage_payments',
    'Excluir, estornar, recalcular, revalidar e remover pagamentos pendentes',
    'Delete, roll back, recalculate, revalidate and remove pending payments',
  ),
  p('export_payments', 'Exportar pagamentos', 'Export payments'),
  // Transactions and receivables
  p('export_transactions', 'Exportar transações', 'Export transactions'),
  p('block_receivables', 'Bloquear e desbloquear recebíveis', 'Block and unblock receivables'),
  p('adjust_receivables', 'Fazer ajustes manuais de recebíveis', 'Make manual receivable adjustments'),
  p('export_receivables', 'Exportar recebíveis', 'Export receivables'),
  p(
    'manage_receivable_disputes',
    'Abrir contestações e atualizar unidades de recebíveis',
    'Open disputes and update receivable units',
  ),
  // Check-up
  p(
    'authorize_checkup_transactions',
    'Disponibilizar transações do checkup',
    'Make check-up transactions available',
  ),
  p(
    'delete_checkup_transactions',
    'Excluir transações duplicadas do checkup',
    'Delete duplicated check-up transactions',
  ),
  p('rerun_checkup', 'Executar novamente o checkup', 'Re-run the check-up'),
  // Billets
  p('cancel_bank_billets', 'Baixar (cancelar) boletos', 'Cancel bank billets'),
  p('update_bank_billets', 'Atualizar boletos', 'Update bank billets'),
  p('export_bank_billets', 'Exportar boletos', 'Export bank billets'),
  // Onboarding accounts and transaction analysis
  p(
    'review_accounts',
    'Enviar contas para análise ou de volta à pré-conta',
    'Send accounts to analysis or back to pre-account',
  ),
  p(
    'manage_account_documents',
    'Enviar, excluir, comentar e alterar o status de documentos de contas',
    'Upload, delete, comment on and change the status of account documents',
  ),
  p('manage_account_baskets', 'Alterar a cesta de tarifas de contas', 'Change account fee baskets'),
  p('send_transaction_analysis', 'Enviar análises de transações', 'Send transaction analyses'),
  // Developer tools (never part of a production role)
  p(
    'read_sms_outbox_dev',
    'Ver a caixa de saída do adaptador de SMS local (ferramenta de desenvolvimento)',
    "View the local SMS adapter's outbox (developer tool)",
  ),
  // Controls over sensitive changes and personal data
  p(
    'approve_changes',
    'Aprovar ou rejeitar alterações pendentes de outra pessoa (quatro olhos)',
    "Approve or reject another person's pending changes (four eyes)",
  ),
  p(
    'reveal_personal_data',
    'Ver dados pessoais sem máscara (CPF/CNPJ, telefone, e-mail, conta bancária)',
    'See personal data unmasked (CPF/CNPJ, phone, e-mail, bank account)',
  ),
] as const satisfies readonly PermissionInfo[];

/**
 * Developer permissions: tools of local set-ups (the local SMS adapter's outbox). No default
 * role grants them, `bypass_permission` does not pass them, and only demo staff hold them.
 */
export const DEVELOPER_PERMISSIONS: readonly string[] = ['read_sms_outbox_dev'];

/** Name of a permission. */
export type Permission = (typeof PERMISSIONS)[number]['name'];

/** Every permission name. */
export const PERMISSION_NAMES: readonly Permission[] = PERMISSIONS.map((permission) => permission.name);

/** The role claims of an identity token (Keycloak shape). */
export interface RoleClaims {
  realm_access?: { roles?: readonly string[] | null } | null;
  resource_access?: Readonly<Record<string, { roles?: readonly string[] | null } | null | undefined>> | null;
}

/** Union of the realm roles and every client's roles, without repeats, realm roles first. */
export function permissionsOf(claims: RoleClaims | null | undefined): string[] {
  const all = new Set<string>(claims?.realm_access?.roles ?? []);
  for (const client of Object.values(claims?.resource_access ?? {})) {
    for (const role of client?.roles ?? []) all.add(role);
  }
  return [...all];
}

/** Options of {@link hasPermission}. */
export interface PermissionCheckOptions {
  /**
   * Require an exact role name instead of a prefix match. Used by menu entries the spec
   * marks 'strict' ('/blacklist-manager').
   */
  strict?: boolean;
}

/**
 * True when the user holds every requested permission: for each one, some role starts
 * with it (or equals it, when strict). 'bypass_permission' passes any check, and an empty
 * request passes.
 */
export function hasPermission(
  userPerms: readonly string[],
  requested: string | readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  if (userPerms.includes(BYPASS_PERMISSION)) return true;
  const wanted = typeof requested === 'string' ? [requested] : requested;
  return wanted.every((permission) =>
    userPerms.some((role) => (options.strict ? role === permission : role.startsWith(permission))),
  );
}

/** A role check (spec core §6): some realm role contains `role`. */
export function hasRole(realmRoles: readonly string[], role: string): boolean {
  return realmRoles.some((realmRole) => realmRole.includes(role));
}

/** Realm roles that show the user-menu links (spec core §2.3). */
export const USER_MENU_ROLES = {
  accountBackOffice: 'bo-access',
  salesPanel: 'sales_access',
  webBanking: 'cp-client',
} as const;
