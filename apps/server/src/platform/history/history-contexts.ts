/**
 * Who may read the change history of each table context: the permission that reads the
 * records themselves. A single-project caller only ever sees changes made within their own
 * project. `own`: staff see only the changes they made (their saved views). A context missing
 * here is readable only with `bypass_permission`: each area registers its contexts when it
 * starts auditing them.
 */
export interface HistoryContextRule {
  permission: string | null;
  own?: boolean;
}

export const HISTORY_CONTEXTS: Readonly<Record<string, HistoryContextRule>> = {
  // Staff, roles and one-time codes (e-mails and roles of staff).
  role: { permission: 'read_user_list' },
  project_user: { permission: 'read_user_list' },
  staff_user_otp: { permission: 'read_user_list' },
  // Projects and their settings.
  project: { permission: 'read_project_list' },
  project_parameter: { permission: 'read_project_list' },
  project_channel: { permission: 'read_project_list' },
  project_certificate: { permission: 'upload_project_certificate' },
  spread_mdr: { permission: 'read_project_list' },
  sales_representative: { permission: 'read_project_list' },
  sales_representative_merchant: { permission: 'read_project_list' },
  // Pix.
  pix_refund: { permission: 'generate_bacen_report' },
  infraction_report: { permission: 'report_and_handle_violations' },
  pix_device: { permission: 'manage_devices' },
  sms_token: { permission: 'manage_devices' },
  // Account onboarding.
  pre_account: { permission: 'view_in_analysis_records' },
  pre_account_document: { permission: 'view_in_analysis_records' },
  payment_account: { permission: 'view_restricted_clients' },
  positive_list: { permission: 'access_positive_list' },
  location_restriction: { permission: 'restrict_by_location' },
  // Per-user screens.
  saved_filter_view: { permission: null, own: true },
  // Merchants and merchant groups.
  merchant: { permission: 'read_merchant_list' },
  merchant_acquirer: { permission: 'read_merchant_list' },
  merchant_sales_plan: { permission: 'read_merchant_list' },
  merchant_split: { permission: 'read_merchant_list' },
  merchant_settlement_destination: { permission: 'read_merchant_list' },
  merchant_onboarding_document: { permission: 'read_merchant_list' },
  merchant_group: { permission: 'read_merchant_group_list' },
  // Equipment, terminals, supplier credentials and automatic rents.
  equipment: { permission: 'read_equipment_list' },
  terminal: { permission: 'read_terminal_list' },
  supplier_credential: { permission: 'read_terminal_list' },
  terminal_automatic_rent: { permission: 'read_terminal_rent' },
  // Plans.
  sales_plan: { permission: 'read_sales_plan_list' },
  channel: { permission: 'read_acquirer_plan_list' },
  // Receivables and the receivable registry.
  receivable: { permission: 'read_transactions' },
  receivable_adjustment: { permission: 'read_transactions' },
  receivable_unit: { permission: 'read_transactions' },
  cerc_dispute: { permission: 'read_transactions' },
  // Merchant payments.
  payment: { permission: 'read_payments' },
  // Bank billets and the transaction check-up.
  bank_billet: { permission: 'read_bank_billets' },
  checkup_transaction: { permission: 'read_checkup' },
  checkup_run: { permission: 'read_checkup' },
  // API credentials.
  credential: { permission: 'manage_credentials' },
  // Risk and banking operations.
  blacklist_entry: { permission: 'manage_restrictive_list' },
  blacklist_management: { permission: 'manage_restrictive_list' },
  transaction_analysis: { permission: 'access_transaction_management' },
  basket_operation: { permission: 'manage_fees_and_rates' },
  basket_account: { permission: 'manage_fees_and_rates' },
};
