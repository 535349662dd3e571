/**
 * Card transactions: list filters of spec core §3.1, list and detail rows, export jobs.
 * Query values arrive as text in URLs: numbers are coerced and multi-choice filters accept a
 * repeated key (`status=CONFIRMED&status=DENIED`) or a comma-separated value.
 */
import { z } from 'zod';
import { INT2_MAX, SAFE_INT8_MAX, zRecordId } from './common/validators.ts';

export const TRANSACTION_STATUS_VALUES = [
  'IN_ANALISYS',
  'PRE_AUTHORIZED',
  'PARTIAL_CAPTURED',
  'CONFIRMED',
  'CANCELLED',
  'DENIED',
  'PENDING',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUS_VALUES);
export type TransactionStatusCode = z.infer<typeof transactionStatusSchema>;

export const OPERATION_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17] as const;
export const CARD_BRAND_VALUES = [1, 2, 3, 4, 5] as const;
export const INPUT_METHOD_VALUES = ['TYPED', 'CHIP', 'MAGNETIC_STRIPE', 'CONTACTLESS'] as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A multi-choice query value: repeated keys or a comma-separated list. */
export function multiValue<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const list = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
    return list
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '');
  }, z.array(item).max(20));
}

const text = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());
const positiveId = z.preprocess(blank, zRecordId().optional());
const transactionId = z.preprocess(blank, zRecordId('Id', SAFE_INT8_MAX).optional());
/**
 * A calendar day (YYYY-MM-DD) in America/Sao_Paulo; `missing` is the message of a day left out
 * (a required one).
 */
export const isoDay = (missing?: string) =>
  z
    .string(
      missing ? { error: (issue) => (issue.input === undefined ? missing : 'Data inválida') } : undefined,
    )
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
    .refine((v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
    }, 'Data inválida');
/** A calendar day (YYYY-MM-DD) in America/Sao_Paulo. */
export const isoDaySchema = isoDay();
const optionalDay = z.preprocess(blank, isoDaySchema.optional());

/** The 18 filters of the transaction list (spec core §3.1). */
export const transactionFiltersSchema = z
  .object({
    /** 'Data Transação' range, inclusive days. */
    start: optionalDay,
    end: optionalDay,
    transaction_id: transactionId,
    /** Merchant code or part of its name. */
    merchant: text(120),
    project: positiveId,
    nsu: text(40),
    nsu_acquirer: text(40),
    authorization_number: text(40),
    channel: multiValue(zRecordId('Canal', INT2_MAX)),
    operation: multiValue(z.coerce.number().pipe(z.union(OPERATION_VALUES.map((v) => z.literal(v))))),
    card_brand: multiValue(z.coerce.number().pipe(z.union(CARD_BRAND_VALUES.map((v) => z.literal(v))))),
    status: multiValue(transactionStatusSchema),
    /** Terminal code. */
    terminal: text(40),
    serial_number: text(60),
    ecommerce_order: text(80),
    /** Customer name, CPF or CNPJ. */
    ecommerce_customer: text(120),
    bank_billet_id: text(60),
    app_code: text(60),
  })
  .refine((f) => !f.start || !f.end || f.start <= f.end, {
    message: 'deve ser menor ou igual a data final',
    path: ['start'],
  });
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

export const TRANSACTION_SORT_COLUMNS = ['payment_date', 'transaction_date', 'amount', 'id'] as const;

export const transactionListQuerySchema = z.intersection(
  transactionFiltersSchema,
  z.object({
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    perPage: z.preprocess(blank, z.coerce.number().int().min(1).max(500).default(10)),
    sortBy: z.preprocess(blank, z.enum(TRANSACTION_SORT_COLUMNS).default('payment_date')),
    sortDesc: z.preprocess(
      blank,
      z
        .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
        .transform((v) => v === true || v === 'true' || v === '1')
        .default(true),
    ),
    /** Opaque keyset position from a previous answer's `cursor.next` / `cursor.previous`. */
    cursor: text(200),
  }),
);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  merchant_document: z.string(),
  terminal_id: z.number().int().nullable(),
  terminal_code: z.string().nullable(),
  serial_number: z.string().nullable(),
  channel_id: z.number().int(),
  channel_name: z.string(),
  operation_id: z.number().int(),
  operation_name: z.string(),
  card_brand_id: z.number().int().nullable(),
  card_brand_name: z.string().nullable(),
  input_method: z.string().nullable(),
  /** Cents. */
  amount: z.number().int(),
  installments: z.number().int(),
  nsu: z.string().nullable(),
  nsu_acquirer: z.string().nullable(),
  authorization_number: z.string().nullable(),
  ecommerce_order: z.string().nullable(),
  ecommerce_customer_name: z.string().nullable(),
  ecommerce_customer_document: z.string().nullable(),
  bank_billet_id: z.string().nullable(),
  app_code: z.string().nullable(),
  status: transactionStatusSchema,
  transaction_date: z.string(),
  payment_date: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListResponseSchema = z.object({
  data: z.array(transactionSchema),
  /** Exact up to TRANSACTION_COUNT_CAP rows, otherwise an estimate (see total_is_estimate). */
  total: z.number().int(),
  total_is_estimate: z.boolean(),
  lastPage: z.number().int(),
  /** Keyset positions to follow with `cursor=` instead of page numbers (deep pages). */
  cursor: z.object({ next: z.string().nullable(), previous: z.string().nullable() }),
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

/** Above this many matching rows the list total is an estimate. */
export const TRANSACTION_COUNT_CAP = 10_000;

export { EXPORT_FORMATS, exportFormatSchema, exportQueuedSchema } from './downloads.ts';

/** Columns of the transaction list and its export, in default order (the /fields chooser). */
export const TRANSACTION_COLUMNS = [
  'id',
  'transaction_date',
  'payment_date',
  'project_name',
  'merchant_code',
  'merchant_name',
  'terminal_code',
  'serial_number',
  'channel_name',
  'operation_name',
  'card_brand_name',
  'input_method',
  'amount',
  'installments',
  'nsu',
  'nsu_acquirer',
  'authorization_number',
  'ecommerce_order',
  'ecommerce_customer_name',
  'ecommerce_customer_document',
  'bank_billet_id',
  'app_code',
  'status',
] as const satisfies readonly (keyof Transaction)[];
export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number];
