/**
 * Every enumeration and status family of the spec, with pt/en labels, zod schemas and a
 * single label lookup by family name.
 */
import {
  BILLET_CHARGE_FILTERS,
  BILLET_DISCOUNT_TYPES,
  BILLET_FEE_TYPES,
  BILLET_PENALTY_TYPES,
  BILLET_STATUSES,
} from './billets.ts';
import { ARRANGEMENT_IDS, CARD_ARRANGEMENTS, CARD_BRANDS, CARD_INPUT_METHODS, OPERATIONS } from './cards.ts';
import type { Lang } from './define.ts';
import {
  ADDRESS_TYPES,
  ANTICIPATION_RATE_RUN_STATUSES,
  BASKET_FREQUENCIES,
  CHANGE_HISTORY_ACTIONS,
  GENERIC_STATUSES,
  HTTP_REQUEST_TYPES,
  LANGUAGES,
  OTHER_STATUSES,
  PHONE_TYPES,
  REPORT_JOB_STATUSES,
  SALES_PLAN_STATUSES,
} from './general.ts';
import {
  ACCOUNT_DOCUMENT_STATUSES,
  ACCOUNT_DOCUMENT_TYPES,
  ACCOUNT_LIMIT_TYPES,
  ANALYSIS_DECISION_LABELS,
  DOCUMENT_OWNERSHIPS,
  DOCUMENT_POSITIONS,
  DOCUMENT_UPLOAD_STATES,
  MERCHANT_ONBOARDING_STATUSES,
  ONBOARDING_CASES,
  ONBOARDING_DOCUMENT_TYPES,
  ONBOARDING_PRODUCTS,
  PAYMENT_ACCOUNT_STATUSES,
  PERSON_TYPES,
  PRE_ACCOUNT_STATUSES,
  RESTRICTION_TYPES,
  RISK_LEVELS,
} from './onboarding.ts';
import {
  BANK_ACCOUNT_TYPES,
  PAYMENT_DATE_KINDS,
  PAYMENT_DESTINATIONS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYMENT_VALIDATIONS,
  SETTLEMENT_RESTRICTIONS,
  STEP_STATUSES,
} from './payments.ts';
import {
  DEVICE_STATUSES,
  INFRACTION_ANALYSIS_RESULTS,
  INFRACTION_REPORTED_BY,
  INFRACTION_STATUSES,
  INFRACTION_TRANSACTION_RESULTS,
  INFRACTION_TYPES,
  MED_ANALYSIS_RESULTS,
  MED_REFUND_REASONS,
  MED_REJECTION_REASONS,
  MED_STATUSES,
} from './pix.ts';
import {
  BLOCK_TYPES,
  CONTRACT_EFFECT_TYPES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  PAID_FILTER,
  RECEIVABLE_DATE_KINDS,
  RECEIVABLE_HOLDERS,
  RECEIVABLE_UNIT_STATUSES,
  RECONCILIATION_STATUSES,
  SYNC_CHANGE_TYPES,
  SYNC_STATES,
  SYNC_STATUS_OPTIONS,
  YES_NO,
  YES_NO_BOOLEAN,
} from './receivables.ts';
import {
  AUTOMATIC_RENT_STATUSES,
  ECOMMERCE_ACQUIRER_STATUSES,
  EQUIPMENT_USAGE,
  RENT_GRACE_PERIODS,
  SUPPLIER_CREDENTIAL_STATUSES,
  TERMINAL_STATUSES,
  TERMINAL_SUPPLIERS,
} from './terminals.ts';
import {
  CHECKUP_TYPES,
  SCHEDULED_TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_SYNC_STATUSES,
} from './transactions.ts';

export * from './billets.ts';
export * from './cards.ts';
export * from './define.ts';
export * from './general.ts';
export * from './onboarding.ts';
export * from './payments.ts';
export * from './pix.ts';
export * from './receivables.ts';
export * from './terminals.ts';
export * from './transactions.ts';

/** Every enumeration by family name. */
export const ENUMS = {
  addressType: ADDRESS_TYPES,
  anticipationRateRunStatus: ANTICIPATION_RATE_RUN_STATUSES,
  arrangementId: ARRANGEMENT_IDS,
  automaticRentStatus: AUTOMATIC_RENT_STATUSES,
  bankAccountType: BANK_ACCOUNT_TYPES,
  basketFrequency: BASKET_FREQUENCIES,
  billetChargeFilter: BILLET_CHARGE_FILTERS,
  billetDiscountType: BILLET_DISCOUNT_TYPES,
  billetFeeType: BILLET_FEE_TYPES,
  billetPenaltyType: BILLET_PENALTY_TYPES,
  billetStatus: BILLET_STATUSES,
  blockType: BLOCK_TYPES,
  cardArrangement: CARD_ARRANGEMENTS,
  cardBrand: CARD_BRANDS,
  cardInputMethod: CARD_INPUT_METHODS,
  changeHistoryAction: CHANGE_HISTORY_ACTIONS,
  checkupType: CHECKUP_TYPES,
  contractEffectType: CONTRACT_EFFECT_TYPES,
  deviceStatus: DEVICE_STATUSES,
  disputeReason: DISPUTE_REASONS,
  disputeStatus: DISPUTE_STATUSES,
  documentOwnership: DOCUMENT_OWNERSHIPS,
  documentPosition: DOCUMENT_POSITIONS,
  documentUploadState: DOCUMENT_UPLOAD_STATES,
  ecommerceAcquirerStatus: ECOMMERCE_ACQUIRER_STATUSES,
  equipmentUsage: EQUIPMENT_USAGE,
  genericStatus: GENERIC_STATUSES,
  httpRequestType: HTTP_REQUEST_TYPES,
  infractionAnalysisResult: INFRACTION_ANALYSIS_RESULTS,
  infractionReportedBy: INFRACTION_REPORTED_BY,
  infractionStatus: INFRACTION_STATUSES,
  infractionTransactionResult: INFRACTION_TRANSACTION_RESULTS,
  infractionType: INFRACTION_TYPES,
  language: LANGUAGES,
  medAnalysisResult: MED_ANALYSIS_RESULTS,
  medRefundReason: MED_REFUND_REASONS,
  medRejectionReason: MED_REJECTION_REASONS,
  medStatus: MED_STATUSES,
  merchantOnboardingStatus: MERCHANT_ONBOARDING_STATUSES,
  onboardingCase: ONBOARDING_CASES,
  onboardingDocumentType: ONBOARDING_DOCUMENT_TYPES,
  onboardingProduct: ONBOARDING_PRODUCTS,
  operation: OPERATIONS,
  otherStatus: OTHER_STATUSES,
  paidFilter: PAID_FILTER,
  paymentDateKind: PAYMENT_DATE_KINDS,
  paymentDestination: PAYMENT_DESTINATIONS,
  paymentStatus: PAYMENT_STATUSES,
  paymentType: PAYMENT_TYPES,
  paymentValidation: PAYMENT_VALIDATIONS,
  personType: PERSON_TYPES,
  phoneType: PHONE_TYPES,
  preAccountStatus: PRE_ACCOUNT_STATUSES,
  receivableDateKind: RECEIVABLE_DATE_KINDS,
  receivableHolder: RECEIVABLE_HOLDERS,
  receivableUnitStatus: RECEIVABLE_UNIT_STATUSES,
  reconciliationStatus: RECONCILIATION_STATUSES,
  rentGracePeriod: RENT_GRACE_PERIODS,
  reportJobStatus: REPORT_JOB_STATUSES,
  restrictionType: RESTRICTION_TYPES,
  riskLevel: RISK_LEVELS,
  salesPlanStatus: SALES_PLAN_STATUSES,
  scheduledTransactionType: SCHEDULED_TRANSACTION_TYPES,
  settlementRestriction: SETTLEMENT_RESTRICTIONS,
  stepStatus: STEP_STATUSES,
  supplierCredentialStatus: SUPPLIER_CREDENTIAL_STATUSES,
  syncChangeType: SYNC_CHANGE_TYPES,
  syncState: SYNC_STATES,
  syncStatusOption: SYNC_STATUS_OPTIONS,
  terminalStatus: TERMINAL_STATUSES,
  terminalSupplier: TERMINAL_SUPPLIERS,
  transactionStatus: TRANSACTION_STATUSES,
  transactionSyncStatus: TRANSACTION_SYNC_STATUSES,
  yesNo: YES_NO,
  yesNoBoolean: YES_NO_BOOLEAN,
  accountDocumentStatus: ACCOUNT_DOCUMENT_STATUSES,
  accountDocumentType: ACCOUNT_DOCUMENT_TYPES,
  accountLimitType: ACCOUNT_LIMIT_TYPES,
  analysisDecision: ANALYSIS_DECISION_LABELS,
  paymentAccountStatus: PAYMENT_ACCOUNT_STATUSES,
} as const;

/** Name of an enumeration family. */
export type EnumFamily = keyof typeof ENUMS;

/** Code type of a family. */
export type EnumValueOf<F extends EnumFamily> = (typeof ENUMS)[F]['values'][number];

/**
 * The label of `code` in a family, or the code itself when the family does not know it.
 *
 * @example labelOf('transactionStatus', 'CONFIRMED') // 'CONFIRMADA'
 * @example labelOf('cardBrand', 2, 'en') // 'VISA'
 */
export function labelOf(family: EnumFamily, code: unknown, lang: Lang = 'pt'): string {
  return ENUMS[family].label(code, lang);
}

/**
 * Status families in the order a chip without a family searches them: the first family
 * that knows a code decides its label (CANCELLED reads 'ESTORNADA/CANCELADA' as a
 * transaction status before 'Cancelado' as an infraction status).
 */
export const STATUS_FAMILIES = [
  'transactionStatus',
  'paymentStatus',
  'paymentValidation',
  'stepStatus',
  'genericStatus',
  'terminalStatus',
  'otherStatus',
  'transactionSyncStatus',
  'receivableUnitStatus',
  'reconciliationStatus',
  'syncState',
  'reportJobStatus',
  'supplierCredentialStatus',
  'automaticRentStatus',
  'changeHistoryAction',
  'ecommerceAcquirerStatus',
  'anticipationRateRunStatus',
  'merchantOnboardingStatus',
  'preAccountStatus',
  'infractionStatus',
  'infractionAnalysisResult',
  'infractionTransactionResult',
  'medStatus',
  'medAnalysisResult',
  'deviceStatus',
  'billetStatus',
  'disputeStatus',
  'riskLevel',
  'documentUploadState',
] as const satisfies readonly EnumFamily[];

/** A family searched by status chips. */
export type StatusFamily = (typeof STATUS_FAMILIES)[number];
