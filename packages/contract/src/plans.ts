/**
 * Acquirer plans, sales plans, MDR per card brand and operation, and anticipation (ARV) rates
 * (spec core §2.5, §3, §4.3, §7.6). Rates are percent decimals kept as text ("1.4900"): they are
 * compared and computed in SQL numeric, never in binary floats.
 */
import { z } from 'zod';
import { defineEnum, opt } from './common/enums/define.ts';
import { pagedResponseSchema, pageQuerySchema } from './common/pagination.ts';
import { isCalendarDay, zRecordId } from './common/validators.ts';

export const PLANS_MESSAGES = {
  rate: 'Informe uma taxa entre 0 e 99,9999 com até 4 casas decimais.',
  name: 'Informe o nome do plano (até 120 caracteres).',
  mcc: 'O MCC tem 4 dígitos.',
  day: 'Data inválida',
  pastDay: 'A vigência não pode ser anterior a hoje.',
  duplicateRate: 'Bandeira e operação repetidas na lista de taxas.',
  noPlans: 'Selecione ao menos um plano.',
} as const;

/** Card brands of spec core §3.2, by id. */
export const CARD_BRAND_IDS = { MASTERCARD: 1, VISA: 2, ELO: 3, HIPERCARD: 4, AMEX: 5 } as const;
/** MDR operations: 0 debit, 1 credit in one payment, 2–12 installments. */
export const MDR_OPERATION_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const RATE_PATTERN = /^\d{1,2}(\.\d{1,4})?$/;

/**
 * A percent rate as typed or sent ("1,49", "1.49" or 1.49), normalised to its decimal text
 * ("1.49"); 0 ≤ rate < 100 with at most 4 decimals.
 */
export const rateSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => RATE_PATTERN.test(value), PLANS_MESSAGES.rate);

/** Exact decimal text of a rate with trailing zeros beyond 2 decimals removed: "1.4900" → "1.49". */
export function normalizeRate(text: string): string {
  const [int = '0', frac = ''] = text.split('.');
  let decimals = frac.replace(/0+$/, '');
  if (decimals.length < 2) decimals = decimals.padEnd(2, '0');
  return `${String(Number.parseInt(int, 10))}.${decimals}`;
}

/**
 * A rate shown with the percentage rule of spec core §9 (2 decimals, more when the value has
 * more), from its exact text and without floats: "1.4900" → "1,49%", "1.2345" → "1,2345%".
 */
export function formatRate(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '-';
  const [int, decimals] = normalizeRate(text).split('.');
  return `${int},${decimals}%`;
}

/** Compares two rate texts exactly (−1, 0, 1). */
export function compareRates(a: string, b: string): number {
  const [ai = '0', af = ''] = normalizeRate(a).split('.');
  const [bi = '0', bf = ''] = normalizeRate(b).split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(ai + af.padEnd(width, '0'));
  const right = BigInt(bi + bf.padEnd(width, '0'));
  return left < right ? -1 : left > right ? 1 : 0;
}

const isoDay = z.string().refine(isCalendarDay, PLANS_MESSAGES.day);
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = z.preprocess(blank, zRecordId().optional());
const mccSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, PLANS_MESSAGES.mcc);

/** Sales plan status (spec core §3): 1 active, 0 inactive. */
export const SALES_PLAN_STATUSES = defineEnum([
  opt(1, 'Ativo', 'Active', 'green'),
  opt(0, 'Inativo', 'Inactive', 'gray'),
]);

/** Anticipation-rate run statuses (spec core §4.3). */
export const ANTICIPATION_RUN_STATUSES = defineEnum([
  opt('PROCESSING', 'Em andamento', 'In progress', 'blue'),
  opt('FINISHED', 'Concluido', 'Finished', 'green'),
  opt('PARTIAL_FINISHED', 'Concluido parcialmente', 'Partially finished', 'yellow'),
  opt('FAILED', 'Falha', 'Failed', 'red'),
]);
export type AnticipationRunStatus = (typeof ANTICIPATION_RUN_STATUSES.values)[number];

export const RUN_ITEM_STATUSES = defineEnum([
  opt('PENDING', 'Pendente', 'Pending', 'gray'),
  opt('DONE', 'Alterado', 'Changed', 'green'),
  opt('FAILED', 'Falha', 'Failed', 'red'),
]);

// ---- Sales plans -------------------------------------------------------------------------

export const salesPlanSchema = z.object({
  id: z.number().int(),
  sales_plan_name: z.string(),
  project: z.object({ id: z.number().int(), trade: z.string() }),
  channel: z.object({ id: z.number().int(), channel_name: z.string() }),
  mcc: z.string().nullable(),
  status: z.number().int(),
  automatic_anticipation: z.boolean(),
  anticipation_rate: z.string(),
  merchants_count: z.number().int(),
  updated_at: z.string(),
});
export type SalesPlan = z.infer<typeof salesPlanSchema>;

/** Sales plan list: 10 per page by id ascending unless asked otherwise (spec core §7, paged lists). */
export const salesPlanListQuerySchema = pageQuerySchema({ sortBy: 'id', sortDesc: false }).extend({
  project_id: optionalId,
  channel_id: optionalId,
  name: z.preprocess(blank, z.string().trim().max(120).optional()),
  mcc: z.preprocess(blank, mccSchema.optional()),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  automatic_anticipation: z.preprocess(
    blank,
    z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  ),
});
export type SalesPlanListQuery = z.output<typeof salesPlanListQuerySchema>;

/** One MDR rate sent by the grid editor. */
export const mdrRateInputSchema = z.object({
  card_brand_id: zRecordId('Bandeira'),
  operation_id: z.coerce.number().int().min(0).max(12),
  rate: rateSchema,
});
export type MdrRateInput = z.output<typeof mdrRateInputSchema>;

const ratesList = z
  .array(mdrRateInputSchema)
  .min(1)
  .max(65)
  .refine(
    (rates) => new Set(rates.map((r) => `${r.card_brand_id}:${r.operation_id}`)).size === rates.length,
    PLANS_MESSAGES.duplicateRate,
  );

/** Rates created or changed together, in force from `valid_from` (today when absent). */
export const mdrRatesInputSchema = z.object({
  valid_from: z.preprocess(blank, isoDay.optional()),
  rates: ratesList,
});
export type MdrRatesInput = z.output<typeof mdrRatesInputSchema>;

export const salesPlanCreateSchema = z.object({
  project_id: zRecordId('Projeto'),
  channel_id: zRecordId('Canal'),
  sales_plan_name: z.string().trim().min(1, PLANS_MESSAGES.name).max(120, PLANS_MESSAGES.name),
  mcc: z.preprocess(blank, mccSchema.nullable().optional()),
  status: z.coerce.number().int().min(0).max(1).default(1),
  automatic_anticipation: z.boolean().default(false),
  anticipation_rate: rateSchema.default('0'),
  rates: z.array(mdrRateInputSchema).max(65).optional(),
});
export type SalesPlanCreateInput = z.input<typeof salesPlanCreateSchema>;

export const salesPlanUpdateSchema = z.object({
  sales_plan_name: z.string().trim().min(1, PLANS_MESSAGES.name).max(120, PLANS_MESSAGES.name),
  /** Absent keeps the MCC; empty or null clears it (the plan then serves any MCC). */
  mcc: z.preprocess((value) => (value === '' ? null : value), mccSchema.nullable().optional()),
  status: z.coerce.number().int().min(0).max(1),
  automatic_anticipation: z.boolean(),
});
export type SalesPlanUpdateInput = z.input<typeof salesPlanUpdateSchema>;

/** A rate of the grid: in force since `valid_from`. */
export const mdrRateSchema = z.object({
  operation_id: z.number().int(),
  operation_name: z.string(),
  rate: z.string(),
  valid_from: z.string(),
});

/** The MDR rates of one card brand: those in force today and those scheduled for later days. */
export const mdrBrandRatesSchema = z.object({
  card_brand_id: z.number().int(),
  brand_name: z.string(),
  rates: z.array(mdrRateSchema),
  scheduled: z.array(mdrRateSchema),
});
export type MdrBrandRates = z.infer<typeof mdrBrandRatesSchema>;

export const planMerchantSchema = z.object({
  merchant_id: z.number().int(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  cpf_cnpj: z.string(),
  assigned_at: z.string(),
});

export const planHistoryEntrySchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  action: z.string(),
  actor: z.string(),
  actor_name: z.string().nullable(),
  approved_by: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type PlanHistoryEntry = z.infer<typeof planHistoryEntrySchema>;

// ---- Anticipation (ARV) rates --------------------------------------------------------------

export const ANTICIPATION_PAGE_SIZE = 5000;

export const anticipationRateQuerySchema = pageQuerySchema({ perPage: ANTICIPATION_PAGE_SIZE }).extend({
  project_id: optionalId,
  channel_id: optionalId,
  name: z.preprocess(blank, z.string().trim().max(120).optional()),
  /** 'Taxa ARV': plans with exactly this rate. */
  anticipation_rate: z.preprocess(blank, rateSchema.optional()),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
});
export type AnticipationRateQuery = z.output<typeof anticipationRateQuerySchema>;

export const anticipationRateRowSchema = z.object({
  id: z.number().int(),
  sales_plan_name: z.string(),
  project_id: z.number().int(),
  trade: z.string(),
  channel_name: z.string(),
  status: z.number().int(),
  automatic_anticipation: z.boolean(),
  anticipation_rate: z.string(),
  merchants_count: z.number().int(),
});
export type AnticipationRateRow = z.infer<typeof anticipationRateRowSchema>;

export const anticipationHistoryQuerySchema = pageQuerySchema({ perPage: 10 }).extend({
  sales_plan_id: optionalId,
  run_id: optionalId,
});

export const anticipationHistoryRowSchema = z.object({
  created_at: z.string(),
  /** Code of the change (the run). */
  anticipation_rate_history: z.number().int(),
  sales_plan: z.object({ id: z.number().int(), sales_plan_name: z.string().nullable() }),
  anticipation_rate: z.string(),
  old_anticipation_rate: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
});

export const anticipationUpdateSchema = z.object({
  anticipation_rate: rateSchema,
  sales_plan_ids: z
    .array(zRecordId('Plano'))
    .min(1, PLANS_MESSAGES.noPlans)
    .max(100_000)
    .transform((ids) => [...new Set(ids)]),
});
export type AnticipationUpdateInput = z.input<typeof anticipationUpdateSchema>;

export const anticipationRunSchema = z.object({
  id: z.number().int(),
  status: ANTICIPATION_RUN_STATUSES.schema,
  total: z.number().int(),
  processed: z.number().int(),
  failed: z.number().int(),
  /** processed / total in percent, 2 decimals. */
  progress: z.number(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AnticipationRun = z.infer<typeof anticipationRunSchema>;

export const anticipationRunItemSchema = z.object({
  sales_plan_id: z.number().int(),
  sales_plan_name: z.string().nullable(),
  old_rate: z.string().nullable(),
  new_rate: z.string(),
  status: RUN_ITEM_STATUSES.schema,
  reason: z.string().nullable(),
});

// ---- Acquirers, channels, card brands --------------------------------------------------------

export const acquirerDetailSchema = z.object({
  id: z.number().int(),
  acquirer_name: z.string(),
  document: z.string().nullable(),
  channels: z.array(z.object({ id: z.number().int(), channel_name: z.string() })),
});

export const acquirerMdrQuerySchema = z.object({ mcc: z.preprocess(blank, mccSchema.optional()) });

export const acquirerMdrRowSchema = z.object({
  card_brand_id: z.number().int(),
  brand_name: z.string(),
  operation_id: z.number().int(),
  operation_name: z.string(),
  mcc: z.string().nullable(),
  rate: z.string(),
});

export const channelDetailSchema = z.object({
  id: z.number().int(),
  channel_name: z.string(),
  acquirer: z.object({ id: z.number().int(), acquirer_name: z.string() }),
});

export const channelUpdateSchema = z.object({
  channel_name: z.string().trim().min(1, 'Informe o nome do canal.').max(60, 'Até 60 caracteres.'),
});

export const cardBrandOperationParamQuerySchema = z.object({
  settler_pay_arrangement: z.preprocess(blank, z.string().trim().max(10).optional()),
});

export const cardBrandOperationParamSchema = z.object({
  card_brand_id: z.number().int(),
  brand_name: z.string(),
  operation_id: z.number().int(),
  operation_name: z.string(),
  settler_pay_arrangement: z.string(),
});

export { pagedResponseSchema };
