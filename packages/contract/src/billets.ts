/**
 * Bank billets (financial/Pix/onboarding §2, §3, §4, §5, §7, §9): list, layouts, cancel (down),
 * update of due date, fees, penalty and discount, export. Values travel in integer cents.
 */
import { z } from 'zod';
import {
  BILLET_CHARGE_FILTERS,
  BILLET_DISCOUNT_TYPES,
  BILLET_FEE_TYPES,
  BILLET_PENALTY_TYPES,
  BILLET_STATUSES,
} from './common/enums/billets.ts';
import { zMoneyCents } from './common/money.ts';
import { pageQuerySchema } from './common/pagination.ts';
import { isCalendarDay, SAFE_INT8_MAX, validationMessages, zRecordId } from './common/validators.ts';
import { multiValue } from './transactions.ts';

/** Billets per page (2nd doc §9). */
export const BILLET_PAGE_SIZE = 10;

/** Statuses whose billet may still be cancelled (downed) or changed: not yet paid, downed or failed. */
export const OPEN_BILLET_STATUSES = ['WAITING_REGISTER', 'WAITING_RETURN'] as const;

/** Largest billet value: the line's amount field has ten digits. */
export const BILLET_MAX_CENTS = 9_999_999_999;

/** Penalty percent cap (2 %, Consumer Defence Code art. 52 §1), in basis points. */
export const BILLET_MAX_PENALTY_BPS = 200;
/** Monthly interest cap accepted by the console, in basis points (10 % a month). */
export const BILLET_MAX_MONTHLY_FEE_BPS = 1000;

/** Cancellations in one request. */
export const BILLET_CANCEL_MAX = 100;

export const BILLET_MESSAGES = {
  notFound: 'Boleto não encontrado.',
  ourNumberMismatch: 'O nosso número não corresponde ao boleto.',
  notCancellable: 'Só é possível baixar boletos aguardando registro ou registrados.',
  notEditable: 'Só é possível alterar boletos aguardando registro ou registrados.',
  dueDatePast: 'A data de vencimento não pode ser anterior a hoje.',
  feeTypeDisabled: 'Tipo de juros indisponível.',
  valueRequired: 'Informe um valor maior que zero.',
  valueMustBeZero: 'Deve ser zero quando isento ou sem desconto.',
  penaltyPercentMax: 'A multa não pode passar de 2%.',
  feeMonthlyMax: 'Os juros mensais não podem passar de 10%.',
  percentMax: 'O percentual não pode passar de 100%.',
  amountBelowValue: 'Deve ser menor que o valor do boleto.',
  discountDateRequired: 'Informe a data limite do desconto.',
  discountDateAfterDue: 'A data limite do desconto deve ser até o vencimento.',
} as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());
const digits = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') || undefined : blank(v)),
    z.string().max(max).optional(),
  );
const day = z.string().refine(isCalendarDay, validationMessages.date());
const optionalDay = z.preprocess(blank, day.optional());
const cents = (field: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: validationMessages.number(field) })
      .int(validationMessages.number(field))
      .min(0, validationMessages.negative(field))
      .max(BILLET_MAX_CENTS, validationMessages.maxValue(field, BILLET_MAX_CENTS))
      .optional(),
  );

export const BILLET_SORT_COLUMNS = [
  'due_date',
  'emission_date',
  'registry_date',
  'liquidation_date',
  'billet_value',
  'billet_id',
  'our_number',
  'billet_payer',
  'billet_status',
] as const;

const ranges = [
  ['due_date_start', 'due_date_end'],
  ['emission_date_start', 'emission_date_end'],
  ['liquidation_date_start', 'liquidation_date_end'],
] as const;

/** Filters of the billet list. Amounts in cents (the console types reais and sends ×100). */
export const billetFiltersSchema = z
  .object({
    billet_id: z.preprocess(blank, zRecordId('Id', SAFE_INT8_MAX).optional()),
    external_id: text(80),
    our_number: digits(17),
    typeable_line: digits(47),
    billet_payer: text(120),
    billet_payer_document: digits(14),
    project_id: z.preprocess(blank, zRecordId('Projeto').optional()),
    merchant_id: z.preprocess(blank, zRecordId('Lojista').optional()),
    bank_billet_layout_id: z.preprocess(blank, zRecordId('Layout').optional()),
    billet_status: multiValue(BILLET_STATUSES.schema),
    with_penalty_fees_discounts: multiValue(BILLET_CHARGE_FILTERS.schema),
    /** Exact value, in cents. */
    value: cents('Valor'),
    value_min: cents('Valor mínimo'),
    value_max: cents('Valor máximo'),
    due_date_start: optionalDay,
    due_date_end: optionalDay,
    emission_date_start: optionalDay,
    emission_date_end: optionalDay,
    liquidation_date_start: optionalDay,
    liquidation_date_end: optionalDay,
  })
  .superRefine((f, ctx) => {
    for (const [start, end] of ranges) {
      const a = f[start];
      const b = f[end];
      if (a && b && a > b)
        ctx.addIssue({ code: 'custom', path: [start], message: validationMessages.after('a data final') });
    }
    if (f.value_min !== undefined && f.value_max !== undefined && f.value_min > f.value_max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value_min'],
        message: validationMessages.after('o valor máximo'),
      });
    }
  });
export type BilletFilters = z.infer<typeof billetFiltersSchema>;

export const billetListQuerySchema = z.intersection(
  billetFiltersSchema,
  pageQuerySchema({ perPage: BILLET_PAGE_SIZE, sortBy: 'due_date', sortDesc: true }),
);
export type BilletListQuery = z.infer<typeof billetListQuerySchema>;

export const billetSchema = z.object({
  billet_id: z.number().int(),
  external_id: z.string().nullable(),
  our_number: z.string(),
  /** 47 digits, valid FEBRABAN check digits. */
  typeable_line: z.string(),
  /** 44 digits. */
  barcode: z.string(),
  financial_id: z.number().int().nullable(),
  financial_paid_id: z.number().int().nullable(),
  transaction_id: z.number().int().nullable(),
  registry_date: z.string().nullable(),
  emission_date: z.string(),
  /** YYYY-MM-DD. */
  due_date: z.string(),
  liquidation_date: z.string().nullable(),
  ec_liquidation_date: z.string().nullable(),
  billet_payer: z.string(),
  billet_payer_document: z.string(),
  billet_payer_email: z.string().nullable(),
  /** Cents. */
  billet_value: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int().nullable(),
  merchant_name: z.string().nullable(),
  bank_billet_layout_id: z.number().int(),
  layout_nickname: z.string(),
  bank_code: z.string(),
  billet_status: BILLET_STATUSES.schema,
  fee_type: BILLET_FEE_TYPES.schema,
  /** Cents for the daily amount, basis points for percents. */
  fee_value: z.number().int(),
  penalty_type: BILLET_PENALTY_TYPES.schema,
  penalty_value: z.number().int(),
  discount_type: BILLET_DISCOUNT_TYPES.schema,
  discount_value: z.number().int(),
  discount_limit_date: z.string().nullable(),
  with_penalty_fees_discounts: z.array(BILLET_CHARGE_FILTERS.schema),
  downed_at: z.string().nullable(),
  downed_by: z.string().nullable(),
});
export type Billet = z.infer<typeof billetSchema>;

export const billetListResponseSchema = z.object({
  data: z.array(billetSchema),
  total: z.number().int().min(0),
  lastPage: z.number().int().min(1),
});
export type BilletListResponse = z.infer<typeof billetListResponseSchema>;

export const billetLayoutSchema = z.object({ id: z.number().int(), nickname: z.string() });
export type BilletLayout = z.infer<typeof billetLayoutSchema>;

export const billetCancelBodySchema = z.object({
  bank_billets: z
    .array(
      z.object({
        id: zRecordId('Id', SAFE_INT8_MAX),
        our_number: z
          .string()
          .trim()
          .regex(/^\d{1,17}$/, validationMessages.numeric('Nosso número')),
      }),
    )
    .min(1, validationMessages.arrayMin(1))
    .max(BILLET_CANCEL_MAX, validationMessages.arrayMax(BILLET_CANCEL_MAX)),
});
export type BilletCancelBody = z.infer<typeof billetCancelBodySchema>;

export const billetCancelResponseSchema = z.object({ data: z.array(billetSchema) });

export const billetUpdateQuerySchema = z.object({
  our_number: z
    .string()
    .trim()
    .regex(/^\d{1,17}$/, validationMessages.numeric('Nosso número')),
});

const nonNegative = (field: string) => zMoneyCents({ field, max: BILLET_MAX_CENTS, coerce: true });

/**
 * Update of an open billet: due date, fees, penalty and discount. Amounts in cents, percents
 * in basis points (1,5 % = 150). Rules that need the billet (its value, its status) are the
 * server's; the shape rules are here so the console shows them before sending.
 */
export const billetUpdateBodySchema = z
  .object({
    due_date: day,
    fee_type: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      BILLET_FEE_TYPES.schema,
    ),
    fee_value: nonNegative('Juros'),
    penalty_type: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      BILLET_PENALTY_TYPES.schema,
    ),
    penalty_value: nonNegative('Multa'),
    discount_type: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      BILLET_DISCOUNT_TYPES.schema,
    ),
    discount_value: nonNegative('Desconto'),
    discount_limit_date: z.preprocess(blank, day.nullable().optional()),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (BILLET_FEE_TYPES.option(b.fee_type)?.disabled) issue('fee_type', BILLET_MESSAGES.feeTypeDisabled);
    const exemptFee = b.fee_type === 5;
    if (exemptFee && b.fee_value !== 0) issue('fee_value', BILLET_MESSAGES.valueMustBeZero);
    if (!exemptFee && b.fee_value <= 0) issue('fee_value', BILLET_MESSAGES.valueRequired);
    if (b.fee_type === 3 && b.fee_value > BILLET_MAX_MONTHLY_FEE_BPS)
      issue('fee_value', BILLET_MESSAGES.feeMonthlyMax);
    const exemptPenalty = b.penalty_type === 3;
    if (exemptPenalty && b.penalty_value !== 0) issue('penalty_value', BILLET_MESSAGES.valueMustBeZero);
    if (!exemptPenalty && b.penalty_value <= 0) issue('penalty_value', BILLET_MESSAGES.valueRequired);
    if (b.penalty_type === 2 && b.penalty_value > BILLET_MAX_PENALTY_BPS) {
      issue('penalty_value', BILLET_MESSAGES.penaltyPercentMax);
    }
    const noDiscount = b.discount_type === 0;
    if (noDiscount && b.discount_value !== 0) issue('discount_value', BILLET_MESSAGES.valueMustBeZero);
    if (!noDiscount && b.discount_value <= 0) issue('discount_value', BILLET_MESSAGES.valueRequired);
    if (b.discount_type === 2 && b.discount_value > 10_000)
      issue('discount_value', BILLET_MESSAGES.percentMax);
    if (!noDiscount && !b.discount_limit_date)
      issue('discount_limit_date', BILLET_MESSAGES.discountDateRequired);
    if (!noDiscount && b.discount_limit_date && b.discount_limit_date > b.due_date) {
      issue('discount_limit_date', BILLET_MESSAGES.discountDateAfterDue);
    }
  });
export type BilletUpdateBody = z.infer<typeof billetUpdateBodySchema>;

/** Which of penalty, fees and discounts a billet carries. */
export function billetCharges(b: { fee_type: number; penalty_type: number; discount_type: number }) {
  const charges: ('PENALTY' | 'FEES' | 'DISCOUNTS')[] = [];
  if (b.penalty_type !== 3) charges.push('PENALTY');
  if (b.fee_type !== 5) charges.push('FEES');
  if (b.discount_type !== 0) charges.push('DISCOUNTS');
  return charges;
}
