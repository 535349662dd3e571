/**
 * Merchant payments and settlement (spec core §2.5, §3, §3.1, §4.3, §5, §7.9): list tabs with
 * their sums, detail with receivable units and installments, and the actions on a selection or
 * a whole tab. Amounts are integer cents.
 */
import { z } from 'zod';
import {
  BANK_ACCOUNT_TYPES,
  INVALID_TAB_VALIDATIONS,
  PAYMENT_DATE_KINDS,
  PAYMENT_DESTINATIONS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYMENT_VALIDATIONS,
  STEP_STATUSES,
} from './common/enums/payments.ts';
import { zOptionalText, zRecordId } from './common/validators.ts';
import { REASON_COMMENT_MAX } from './privacy.ts';
import { isoDay, multiValue } from './transactions.ts';

export {
  BANK_ACCOUNT_TYPES,
  INVALID_TAB_VALIDATIONS,
  PAYMENT_DATE_KINDS,
  PAYMENT_DESTINATIONS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYMENT_VALIDATIONS,
  STEP_STATUSES,
};

export const PAYMENT_MESSAGES = {
  invalidType: 'Invalid payment type',
  startRequired: 'O campo Período deve ter uma data inicial',
  endRequired: 'O campo Período deve ter uma data final',
  startAfterEnd: 'A data inicial deve ser menor ou igual à data final',
  selectionRequired: 'Selecione ao menos um pagamento ou a aba inteira.',
} as const;

/** The five list tabs. */
export const PAYMENT_TABS = ['TED', 'SLC', 'LBK', 'INVALID', 'CONSOLIDATED'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];
/** The payment types a payment can have (the first three tabs). */
export const SETTLEMENT_TYPES = ['TED', 'SLC', 'LBK'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

export type PaymentStatus = (typeof PAYMENT_STATUSES.values)[number];
export type PaymentValidation = (typeof PAYMENT_VALIDATIONS.values)[number];
export type StepStatus = (typeof STEP_STATUSES.values)[number];
export type PaymentDestinationType = (typeof PAYMENT_DESTINATIONS.values)[number];

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = z.preprocess(blank, zRecordId().optional());
const optionalBool = z.preprocess(
  blank,
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
);

export const paymentTabSchema = z.enum(PAYMENT_TABS, { error: PAYMENT_MESSAGES.invalidType });
export const settlementTypeSchema = z.enum(SETTLEMENT_TYPES, { error: PAYMENT_MESSAGES.invalidType });

export const PAYMENT_SORT_COLUMNS = [
  'id',
  'amount',
  'dt_payment',
  'dt_created',
  'merchant',
  'status',
] as const;

/** Filters of the payment list (spec core §3.1) and the tab it is read for. */

export const paymentListQuerySchema = z
  .object({
    payment_type: paymentTabSchema,
    /** Narrows INVALID and CONSOLIDATED to some payment types. */
    payment_type_context: multiValue(settlementTypeSchema),
    date_kind: z.preprocess(blank, PAYMENT_DATE_KINDS.schema.default('dt_payment')),
    // rule required_date (spec core §5): both ends of the period.
    start: z.preprocess(blank, isoDay(PAYMENT_MESSAGES.startRequired)),
    end: z.preprocess(blank, isoDay(PAYMENT_MESSAGES.endRequired)),
    status: multiValue(PAYMENT_STATUSES.schema),
    validation: multiValue(PAYMENT_VALIDATIONS.schema),
    step_status: multiValue(STEP_STATUSES.schema),
    payment: optionalId,
    transaction: z.preprocess(blank, zRecordId('Transação', Number.MAX_SAFE_INTEGER).optional()),
    merchant: optionalId,
    project: optionalId,
    contract_effect: optionalBool,
    centralized_bank_account_settlement: optionalBool,
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    perPage: z.preprocess(blank, z.coerce.number().int().min(1).max(500).default(10)),
    sortBy: z.preprocess(blank, z.enum(PAYMENT_SORT_COLUMNS).default('dt_payment')),
    sortDesc: optionalBool,
  })
  .superRefine((q, ctx) => {
    if (q.start > q.end) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: PAYMENT_MESSAGES.startAfterEnd });
    }
  });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** The settlement destination snapshot kept on the payment. */
export const paymentDestinationSchema = z.object({
  destination_type: PAYMENT_DESTINATIONS.schema,
  bank_code: z.string().nullable(),
  agency: z.string().nullable(),
  account: z.string().nullable(),
  account_digit: z.string().nullable(),
  account_type: BANK_ACCOUNT_TYPES.schema.nullable(),
  digital_account: z.string().nullable(),
  prepaid_card: z.string().nullable(),
  holder_name: z.string().nullable(),
  holder_document: z.string().nullable(),
});
export type PaymentDestination = z.infer<typeof paymentDestinationSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  merchant_document: z.string(),
  payment_type: settlementTypeSchema,
  status: PAYMENT_STATUSES.schema,
  validation: PAYMENT_VALIDATIONS.schema,
  validation_detail: z.string().nullable(),
  step_status: STEP_STATUSES.schema,
  /** Cents: the sum of the payment's installments. */
  amount: z.number().int(),
  installments_count: z.number().int(),
  dt_payment: z.string(),
  dt_created: z.string(),
  contract_effect: z.boolean(),
  centralized_bank_account_settlement: z.boolean(),
  destination: paymentDestinationSchema,
  settle_attempt: z.number().int(),
  bank_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListResponseSchema = z.object({
  data: z.array(paymentSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
  /** Sum of the amounts of every payment the filter matches (cents), not only this page. */
  sum_payments: z.number().int(),
  /** How many payments the filter matches. */
  total_payments: z.number().int(),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** A receivable unit of a payment: its installments of one card brand and kind (debit/credit). */
export const paymentReceivableUnitSchema = z.object({
  card_brand_id: z.number().int().nullable(),
  card_brand_name: z.string().nullable(),
  arrangement: z.enum(['DEBIT', 'CREDIT']),
  installments: z.number().int(),
  gross_amount: z.number().int(),
  mdr_amount: z.number().int(),
  adjustment_amount: z.number().int(),
  amount: z.number().int(),
});
export type PaymentReceivableUnit = z.infer<typeof paymentReceivableUnitSchema>;

export const paymentInstallmentSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  card_brand_id: z.number().int().nullable(),
  operation_id: z.number().int(),
  installment_number: z.number().int(),
  installment_count: z.number().int(),
  gross_amount: z.number().int(),
  /** MDR percent as an exact decimal. */
  mdr_rate: z.string(),
  mdr_amount: z.number().int(),
  net_amount: z.number().int(),
  adjustment_amount: z.number().int(),
  amount: z.number().int(),
  dt_due: z.string(),
  dt_payment: z.string().nullable(),
  paid: z.number().int(),
});
export type PaymentInstallment = z.infer<typeof paymentInstallmentSchema>;

export const paymentInstallmentsResponseSchema = z.object({
  data: z.array(paymentInstallmentSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
  /** Sum of every installment of the payment (cents): equals the payment's amount. */
  sum_installments: z.number().int(),
});

/** Read by the reason policy before the body schema; a comment left empty may come as null. */
const reasonFields = {
  reason_code: z.string().nullish(),
  reason_comment: zOptionalText('Comentário', REASON_COMMENT_MAX),
};

/** A selection of rows (`ids`) or a whole tab (`tab`, narrowed by `types`). */
export const paymentSelectionSchema = z
  .object({
    ids: z.array(zRecordId('Pagamento', Number.MAX_SAFE_INTEGER)).max(20_000).optional(),
    types: z.array(settlementTypeSchema).max(3).optional(),
    tab: paymentTabSchema.optional(),
    ...reasonFields,
  })
  .refine((s) => (s.ids && s.ids.length > 0) || s.tab !== undefined, {
    message: PAYMENT_MESSAGES.selectionRequired,
    path: ['ids'],
  });
export type PaymentSelection = z.infer<typeof paymentSelectionSchema>;

export const paymentReasonBodySchema = z.object(reasonFields);

/** What an action did. */
export const paymentActionResultSchema = z.object({
  affected: z.number().int(),
  ids: z.array(z.number().int()),
  amount: z.number().int(),
});
export type PaymentActionResult = z.infer<typeof paymentActionResultSchema>;

/** A remittance the bank adapter recorded (the outbox the console shows). */
export const paymentRemittanceSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  idempotency_key: z.string(),
  payment_type: settlementTypeSchema,
  amount: z.number().int(),
  status: z.enum(['SENT', 'PAID', 'FAIL']),
  bank_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type PaymentRemittance = z.infer<typeof paymentRemittanceSchema>;

/** The next settlement cut-off of a type and what is queued for it. */
export const paymentCutoffSchema = z.object({
  payment_type: settlementTypeSchema,
  next_cutoff: z.string(),
  queued_payments: z.number().int(),
  queued_amount: z.number().int(),
  /**
   * The settlement rule as it applies to the caller for this type today: from which amount a
   * second person approves (`null`: every settlement) and what the caller already sent or asked
   * for today, which adds up with the next selection. Absent when the rule is off.
   */
  approval: z
    .object({ min_amount_cents: z.number().int().nullable(), used_today_cents: z.number().int() })
    .nullable()
    .optional(),
});
export type PaymentCutoff = z.infer<typeof paymentCutoffSchema>;

/** Columns of the payment list and its export (the /fields chooser). */
export const PAYMENT_COLUMNS = [
  'id',
  'merchant_name',
  'merchant_document',
  'project_name',
  'payment_type',
  'status',
  'validation',
  'step_status',
  'amount',
  'installments_count',
  'dt_payment',
  'dt_created',
  'destination_type',
  'contract_effect',
  'centralized_bank_account_settlement',
] as const;
export type PaymentColumn = (typeof PAYMENT_COLUMNS)[number];
