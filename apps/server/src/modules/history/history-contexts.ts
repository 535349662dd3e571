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
};
