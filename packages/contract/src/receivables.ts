/**
 * Receivables (one row per installment of a confirmed card transaction) and the receivable
 * registry: receivable units (UR), their payments, contract effects, disputes and
 * reconciliation (spec core §2.5, §3.1, §4.3, §7.3; 2nd doc §3, §7, §9).
 * Query values arrive as text: numbers are coerced; multi-choice filters accept a repeated key
 * or a comma-separated value.
 */
import { z } from 'zod';
import {
  ARRANGEMENT_IDS,
  BLOCK_TYPES,
  CONTRACT_EFFECT_TYPES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  RECEIVABLE_DATE_KINDS,
  RECEIVABLE_HOLDERS,
  RECEIVABLE_UNIT_STATUSES,
  RECONCILIATION_STATUSES,
  SYNC_CHANGE_TYPES,
  SYNC_STATUS_OPTIONS,
} from './common/enums/index.ts';
import { MONEY_MAX_CENTS, zMoneyCents } from './common/money.ts';
import { pagedResponseSchema } from './common/pagination.ts';
import {
  INT2_MAX,
  SAFE_INT8_MAX,
  validationMessages,
  zOptionalText,
  zRecordId,
} from './common/validators.ts';
import { CARD_BRAND_VALUES, isoDaySchema, multiValue, OPERATION_VALUES } from './transactions.ts';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());
const optionalId = (field = 'Id') => z.preprocess(blank, zRecordId(field).optional());
const optionalBigId = (field = 'Id') => z.preprocess(blank, zRecordId(field, SAFE_INT8_MAX).optional());
const optionalDay = z.preprocess(blank, isoDaySchema.optional());
const literalOf = <const V extends readonly (string | number)[]>(values: V) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V[number]>, z.ZodLiteral<V[number]>]);
/** '1'/'0'/'true'/'false' as a boolean, absent when blank. */
const flag = z.preprocess(
  blank,
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
);
/** Cents: a whole, non-negative number. */
const cents = (field: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: validationMessages.number(field) })
      .int(validationMessages.number(field))
      .min(0, validationMessages.negative(field))
      .max(MONEY_MAX_CENTS, validationMessages.maxValue(field, MONEY_MAX_CENTS))
      .optional(),
  );

export const BLOCK_TYPE_IDS = BLOCK_TYPES.values;
export const blockTypeIdSchema = z.coerce.number().pipe(literalOf(BLOCK_TYPE_IDS));
export const receivableDateKindSchema = z.enum(
  RECEIVABLE_DATE_KINDS.values as unknown as readonly [
    'dt_emission',
    'dt_payment',
    'dt_due',
    'dt_anticipation_order',
    'dt_block',
  ],
);
export type ReceivableDateKind = z.infer<typeof receivableDateKindSchema>;

const FIELD_DATE = 'Período';

/** Every filter of the receivables list (2nd doc §3); the date range is required (required_date). */
export const receivableFiltersSchema = z
  .object({
    date_kind: z.preprocess(blank, receivableDateKindSchema.default('dt_due')),
    start: z.preprocess(
      blank,
      z.string({ error: validationMessages.requiredStartDate(FIELD_DATE) }).pipe(isoDaySchema),
    ),
    end: z.preprocess(
      blank,
      z.string({ error: validationMessages.requiredEndDate(FIELD_DATE) }).pipe(isoDaySchema),
    ),
    id: optionalBigId('Id'),
    transaction_id: optionalBigId('Transação'),
    merchant: optionalId('Lojista'),
    project: optionalId('Projeto'),
    sales_representative: optionalId('Representante'),
    sales_plan: optionalId('Plano de venda'),
    channel: multiValue(zRecordId('Canal', INT2_MAX)),
    operation: multiValue(z.coerce.number().pipe(literalOf(OPERATION_VALUES))),
    card_brand: multiValue(z.coerce.number().pipe(literalOf(CARD_BRAND_VALUES))),
    mcc: multiValue(z.string().regex(/^\d{4}$/, 'MCC inválido')),
    /** 0 is debit (no installments); 1-12 the transaction's number of installments. */
    qt_installment: z.preprocess(
      blank,
      z.coerce
        .number({ error: validationMessages.number('Quantidade de parcelas') })
        .int()
        .min(0, validationMessages.minValue('Quantidade de parcelas', 0))
        .max(12, validationMessages.maxValue('Quantidade de parcelas', 12))
        .optional(),
    ),
    n_installment: z.preprocess(
      blank,
      z.coerce
        .number({ error: validationMessages.number('Parcela') })
        .int()
        .min(1, validationMessages.minValue('Parcela', 1))
        .max(12, validationMessages.maxValue('Parcela', 12))
        .optional(),
    ),
    /** Transaction amount bounds, in cents. */
    vl_transaction_min: cents('Valor mínimo'),
    vl_transaction_max: cents('Valor máximo'),
    /** Terminal code. */
    terminal: text(40),
    terminal_rent_id: optionalId('Aluguel'),
    serial_number: text(60),
    paid: z.preprocess(blank, z.enum(['1', '0', 'partial']).optional()),
    anticipation: flag,
    blocked: flag,
    block_type: multiValue(blockTypeIdSchema),
    bank_billet_id: text(60),
    app_code: text(60),
    /** Split transactions only. */
    split: flag,
  })
  .refine((f) => f.start <= f.end, { message: validationMessages.after('a data final'), path: ['start'] })
  .refine(
    (f) =>
      f.vl_transaction_min === undefined ||
      f.vl_transaction_max === undefined ||
      f.vl_transaction_min <= f.vl_transaction_max,
    { message: 'deve ser menor ou igual ao valor máximo', path: ['vl_transaction_min'] },
  );
export type ReceivableFilters = z.infer<typeof receivableFiltersSchema>;

export const RECEIVABLE_SORT_COLUMNS = [
  'transaction_id',
  'id',
  'dt_emission',
  'dt_due',
  'dt_payment',
  'gross_amount',
  'net_amount',
] as const;

export const receivableListQuerySchema = z.intersection(
  receivableFiltersSchema,
  z.object({
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    perPage: z.preprocess(blank, z.coerce.number().int().min(1).max(500).default(10)),
    sortBy: z.preprocess(blank, z.enum(RECEIVABLE_SORT_COLUMNS).default('transaction_id')),
    sortDesc: flag.transform((v) => v ?? false),
  }),
);
export type ReceivableListQuery = z.infer<typeof receivableListQuerySchema>;

export const receivableSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  terminal_code: z.string().nullable(),
  channel_id: z.number().int(),
  operation_id: z.number().int(),
  card_brand_id: z.number().int().nullable(),
  installment_number: z.number().int(),
  installment_count: z.number().int(),
  /** Cents: the transaction's amount. */
  transaction_amount: z.number().int(),
  gross_amount: z.number().int(),
  /** MDR percent, exact decimal text. */
  mdr_rate: z.string(),
  mdr_amount: z.number().int(),
  net_amount: z.number().int(),
  /** Sum of the receivable's adjustments (manual and automatic), cents. */
  adjustment_amount: z.number().int(),
  /** net + adjustments: what the merchant receives. */
  net_adjusted_amount: z.number().int(),
  paid: z.number().int(),
  paid_amount: z.number().int(),
  anticipated: z.boolean(),
  blocked: z.boolean(),
  block_type_id: z.number().int().nullable(),
  block_type_description: z.string().nullable(),
  block_description: z.string().nullable(),
  dt_emission: z.string(),
  dt_due: z.string(),
  dt_payment: z.string().nullable(),
  dt_anticipation_order: z.string().nullable(),
  dt_block: z.string().nullable(),
  payment_id: z.number().int().nullable(),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** Totals of every row the filter matches (not only the page), cents. */
export const receivableSumSchema = z.object({
  gross_amount: z.number().int(),
  mdr_amount: z.number().int(),
  net_amount: z.number().int(),
  adjustment_amount: z.number().int(),
  net_adjusted_amount: z.number().int(),
  paid_amount: z.number().int(),
});
export type ReceivableSum = z.infer<typeof receivableSumSchema>;

export const receivableListResponseSchema = z.object({
  data: z.array(receivableSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
  sum: receivableSumSchema,
});
export type ReceivableListResponse = z.infer<typeof receivableListResponseSchema>;

/** At most this many receivables in one block or unblock. */
export const MAX_BLOCK_SELECTION = 100_000;

const selectionSchema = z
  .array(zRecordId('Recebível', SAFE_INT8_MAX))
  .min(1, validationMessages.arrayMin(1))
  .max(MAX_BLOCK_SELECTION, validationMessages.arrayMax(MAX_BLOCK_SELECTION));

export const receivableBlockSchema = z.object({
  ids: selectionSchema,
  block_type_id: z
    .number({ error: validationMessages.required('Tipo de bloqueio') })
    .pipe(literalOf(BLOCK_TYPE_IDS)),
  block_description: z
    .string({ error: validationMessages.required('Descrição') })
    .trim()
    .min(1, validationMessages.required('Descrição'))
    .max(500, validationMessages.max('Descrição', 500)),
});
export type ReceivableBlockInput = z.infer<typeof receivableBlockSchema>;

export const receivableUnblockSchema = z.object({ ids: selectionSchema });
export type ReceivableUnblockInput = z.infer<typeof receivableUnblockSchema>;

/** How many receivables a block or unblock changed, and how many were already in that state. */
export const receivableBlockResultSchema = z.object({
  changed: z.number().int(),
  unchanged: z.number().int(),
});

/** Manual adjustment: signed cents (credit positive, debit negative) and why. */
export const manualAdjustSchema = z.object({
  financial_id: zRecordId('Recebível', SAFE_INT8_MAX),
  /** Within ±R$ 999.999.999,99; above the `receivable.adjust` rule's amount a second person decides. */
  amount: zMoneyCents({ field: 'Valor', min: -MONEY_MAX_CENTS, max: MONEY_MAX_CENTS }).refine(
    (v) => v !== 0,
    'O valor do ajuste não pode ser zero',
  ),
  reason: z
    .string({ error: validationMessages.required('Motivo') })
    .trim()
    .min(1, validationMessages.required('Motivo'))
    .max(500, validationMessages.max('Motivo', 500)),
});
export type ManualAdjustInput = z.infer<typeof manualAdjustSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['MANUAL', 'AUTOMATIC']),
  amount: z.number().int(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** A receivable's adjustments: `paid` narrows to the automatic ones applied at payment. */
export const adjustDetailsQuerySchema = z.object({ paid: flag });
export const adjustDetailsSchema = z.object({
  receivable: receivableSchema,
  adjustments: z.array(adjustmentSchema),
});
export type AdjustDetails = z.infer<typeof adjustDetailsSchema>;

// ——— Receivable units (UR) ———

const arrangementSchema = z.coerce.number().pipe(literalOf(ARRANGEMENT_IDS.values));
const syncStatusSchema = z.coerce.number().pipe(literalOf(SYNC_STATUS_OPTIONS.values));

/** Filters of the receivable-unit list (spec core §3.1). */
export const receivableUnitFiltersSchema = z.object({
  receivable_unit_id: optionalBigId('UR'),
  merchant: optionalId('Lojista'),
  payment_id: optionalBigId('Pagamento'),
  transaction: optionalBigId('Transação'),
  holder_document: text(20),
  receiving_end_user_document: text(20),
  paid: flag,
  contract_effect: flag,
  /** 'Titular das URs': units whose payments go to a financier, or to the merchant. */
  financier: z.preprocess(
    blank,
    z.enum(RECEIVABLE_HOLDERS.values as unknown as ['financier', 'merchant']).optional(),
  ),
  project: optionalId('Projeto'),
  dt_liquidation_start: optionalDay,
  dt_liquidation_end: optionalDay,
  arrangement_id: multiValue(arrangementSchema),
  status_sync: multiValue(syncStatusSchema),
});
export type ReceivableUnitFilters = z.infer<typeof receivableUnitFiltersSchema>;

const pageFields = {
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  perPage: z.preprocess(blank, z.coerce.number().int().min(1).max(500).default(10)),
};
export const pageOnlyQuerySchema = z.object(pageFields);
export const receivableUnitListQuerySchema = receivableUnitFiltersSchema.extend(pageFields);
export type ReceivableUnitListQuery = z.infer<typeof receivableUnitListQuerySchema>;

export const receivableUnitSchema = z.object({
  id: z.number().int(),
  cerc_code: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  holder_document: z.string(),
  /** Who receives the unit's payments: the contract-effect beneficiary, else the holder. */
  receiving_end_user_document: z.string(),
  financier: z.enum(['financier', 'merchant']),
  arrangement_id: z.number().int(),
  dt_liquidation: z.string(),
  gross_amount: z.number().int(),
  net_amount: z.number().int(),
  status: RECEIVABLE_UNIT_STATUSES.schema,
  status_sync: z.number().int(),
  change_type: SYNC_CHANGE_TYPES.schema,
  paid: z.boolean(),
  contract_effect: z.boolean(),
  created_at: z.string(),
  synced_at: z.string().nullable(),
});
export type ReceivableUnit = z.infer<typeof receivableUnitSchema>;
export const receivableUnitListResponseSchema = pagedResponseSchema(receivableUnitSchema);

export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum([
    'CREATED',
    'SYNCED',
    'CONTRACT_EFFECT',
    'PAYMENT',
    'DISPUTE',
    'RECONCILIATION',
    'BLOCK',
    'UPDATED',
  ]),
  description: z.string(),
  /** The CPF/CNPJ the event concerns: a contract effect's beneficiary, a payment's receiver. */
  document: z.string().nullable(),
  amount: z.number().int().nullable(),
  reference: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const contractEffectSchema = z.object({
  id: z.number().int(),
  receivable_unit_id: z.number().int(),
  cerc_code: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  contract_identifier: z.string(),
  protocol: z.string(),
  beneficiary_doc: z.string(),
  receiving_end_user_document: z.string(),
  effect_type: z.number().int(),
  amount: z.number().int(),
  liquidation_date: z.string(),
  smoke_contract_effect: z.boolean(),
  deprecated: z.boolean(),
  created_at: z.string(),
});
export type ContractEffect = z.infer<typeof contractEffectSchema>;

export const disputeSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['RECEIVED', 'OPENED']),
  receivable_unit_id: z.number().int(),
  cerc_code: z.string(),
  contract_effect_id: z.number().int().nullable(),
  project_id: z.number().int(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  counterpart_document: z.string(),
  reason: DISPUTE_REASONS.schema,
  status: DISPUTE_STATUSES.schema,
  description: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const receivableUnitDetailSchema = receivableUnitSchema.extend({
  contract_effects: z.array(contractEffectSchema),
  disputes: z.array(disputeSchema),
  timeline: z.array(timelineEventSchema),
});
export type ReceivableUnitDetail = z.infer<typeof receivableUnitDetailSchema>;

/** An installment of a unit: a receivable. */
export const unitInstallmentListResponseSchema = pagedResponseSchema(receivableSchema);

/** Change of a unit sent to the registry: re-send it (status 0) with a change type. */
export const receivableUnitUpdateSchema = z.object({
  change_type: SYNC_CHANGE_TYPES.schema,
  status: RECEIVABLE_UNIT_STATUSES.schema.optional(),
});
export type ReceivableUnitUpdate = z.infer<typeof receivableUnitUpdateSchema>;

// ——— UR payments ———

export const unitPaymentFiltersSchema = z.object({
  merchant: optionalId('Lojista'),
  payment_id: optionalBigId('Pagamento'),
  transaction: optionalBigId('Transação'),
  holder_document: text(20),
  paid: flag,
  contract_effect: flag,
  financier: z.preprocess(blank, z.enum(['financier', 'merchant']).optional()),
  project: optionalId('Projeto'),
  dt_liquidation_start: optionalDay,
  dt_liquidation_end: optionalDay,
});
export const unitPaymentListQuerySchema = unitPaymentFiltersSchema.extend(pageFields);
export type UnitPaymentListQuery = z.infer<typeof unitPaymentListQuerySchema>;

export const unitPaymentSchema = z.object({
  id: z.number().int(),
  receivable_unit_id: z.number().int(),
  cerc_code: z.string(),
  project_id: z.number().int(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  holder_document: z.string(),
  receiving_end_user_document: z.string(),
  financier: z.enum(['financier', 'merchant']),
  contract_effect_id: z.number().int().nullable(),
  amount: z.number().int(),
  dt_liquidation: z.string(),
  paid: z.boolean(),
  payment_id: z.number().int().nullable(),
});
export type UnitPayment = z.infer<typeof unitPaymentSchema>;
export const unitPaymentListResponseSchema = pagedResponseSchema(unitPaymentSchema);

// ——— Contract effects ———

export const contractEffectFiltersSchema = z.object({
  created_at_start: optionalDay,
  created_at_end: optionalDay,
  liquidation_date_start: optionalDay,
  liquidation_date_end: optionalDay,
  contract_identifier: text(80),
  protocol: text(80),
  beneficiary_doc: text(20),
  effect_type: multiValue(z.coerce.number().pipe(literalOf(CONTRACT_EFFECT_TYPES.values))),
  project: optionalId('Projeto'),
  merchant: optionalId('Lojista'),
  smoke_contract_effect: flag,
  /** Deprecated effects are hidden unless asked for (default false). */
  deprecated: flag.transform((v) => v ?? false),
  receiving_end_user_document: text(20),
  cerc_code: multiValue(z.string().trim().min(1).max(60)),
});
export const contractEffectListQuerySchema = contractEffectFiltersSchema.extend(pageFields);
export type ContractEffectListQuery = z.infer<typeof contractEffectListQuerySchema>;
export const contractEffectListResponseSchema = pagedResponseSchema(contractEffectSchema);
export const contractEffectDetailSchema = contractEffectSchema.extend({
  installments: z.array(receivableSchema),
});

// ——— Disputes ———

export const disputeListQuerySchema = z
  .object({
    merchant: optionalId('Lojista'),
    /** The project chosen in the console's top bar (multi-project staff); others are held to theirs. */
    project: optionalId('Projeto'),
    counterpart: text(20),
    status: multiValue(DISPUTE_STATUSES.schema),
    reasons: multiValue(DISPUTE_REASONS.schema),
  })
  .extend(pageFields);
export type DisputeListQuery = z.infer<typeof disputeListQuerySchema>;
export const disputeListResponseSchema = pagedResponseSchema(disputeSchema);

export const disputeCreateSchema = z.object({
  receivable_unit_id: zRecordId('UR', SAFE_INT8_MAX),
  contract_effect_id: z.number().int().positive().optional(),
  counterpart_document: z
    .string({ error: validationMessages.required('Contraparte') })
    .regex(/^(\d{11}|\d{14})$/, validationMessages.cpfCnpj('Contraparte')),
  reason: DISPUTE_REASONS.schema,
  description: zOptionalText('Descrição', 500),
});
export type DisputeCreateInput = z.infer<typeof disputeCreateSchema>;

// ——— Reconciliation ———

export const conciliationListQuerySchema = z
  .object({
    merchant_id: optionalId('Lojista'),
    /** A receivable id: the findings of its unit. */
    financial: optionalBigId('Recebível'),
    project: optionalId('Projeto'),
    cerc_code: text(60),
    status: multiValue(RECONCILIATION_STATUSES.schema),
  })
  .extend(pageFields);
export type ConciliationListQuery = z.infer<typeof conciliationListQuerySchema>;

export const conciliationSchema = z.object({
  id: z.number().int(),
  run_at: z.string(),
  cerc_code: z.string(),
  receivable_unit_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  merchant_id: z.number().int().nullable(),
  merchant_name: z.string().nullable(),
  status: RECONCILIATION_STATUSES.schema,
  mentor_amount: z.number().int().nullable(),
  cerc_amount: z.number().int().nullable(),
  /** mentor_amount − cerc_amount when both sides have the unit. */
  difference: z.number().int().nullable(),
});
export type Conciliation = z.infer<typeof conciliationSchema>;
export const conciliationListResponseSchema = pagedResponseSchema(conciliationSchema);
export const conciliationRunSchema = z.object({ job_id: z.string() });
