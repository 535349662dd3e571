/**
 * Transaction check-up (financial/Pix/onboarding §2, §3, §4, §5, §6, §7, §8): acquirer-file
 * sales missing from the card transactions (NOT_IMPORTED) or imported more than once
 * (DUPLICATED); authorise, delete duplicates, re-run. The three actions need a one-time code.
 */
import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_SYNC_STATUSES } from './common/enums/transactions.ts';
import { pageQuerySchema } from './common/pagination.ts';
import { INT2_MAX, SAFE_INT8_MAX, validationMessages, zRecordId } from './common/validators.ts';
import { isoDaySchema, multiValue } from './transactions.ts';

/** Rows per page of both tabs (2nd doc §9). */
export const CHECKUP_PAGE_SIZE = 10;

/** Items of one authorise or delete request. */
export const CHECKUP_ACTION_MAX = 100;

/** The list failure toast (2nd doc §8). */
export const checkupListFailure = (message: string) => `Falha ao carregar transações (${message})`;

export const CHECKUP_MESSAGES = {
  invalidType: (type: string) => `Invalid type ${type}`,
  notFound: 'Transação do checkup não encontrada.',
  notAuthorizable: 'Só é possível disponibilizar transações indisponíveis ou em verificação manual.',
  notDeletable: 'Só é possível excluir transações duplicadas que ainda não foram excluídas nem importadas.',
  runQueued: 'Checkup em execução.',
  runNotFound: 'Execução do checkup não encontrada.',
  noRunYet: 'O checkup ainda não foi executado.',
  /** A re-run asked while another one runs; `at` is the time it was asked (HH:mm, São Paulo). */
  runInProgress: (user: string, at: string) => `Já há um checkup em execução, pedido por ${user} às ${at}.`,
} as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());
const optionalDay = z.preprocess(blank, isoDaySchema.optional());

export const CHECKUP_SORT_COLUMNS = ['transaction_date', 'created_at', 'amount', 'id'] as const;

export const checkupFiltersSchema = z
  .object({
    /** Sale date range (the acquirer's date), inclusive days in São Paulo. */
    created_at_start: optionalDay,
    created_at_end: optionalDay,
    project: z.preprocess(blank, zRecordId('Projeto').optional()),
    merchant: z.preprocess(blank, zRecordId('Lojista').optional()),
    transaction_id: z.preprocess(blank, zRecordId('Transação', SAFE_INT8_MAX).optional()),
    nsu: text(40),
    nsu_acquirer: text(40),
    authorization_number: text(40),
    channel: multiValue(zRecordId('Canal', INT2_MAX)),
    operation: multiValue(z.coerce.number().int().min(0).max(INT2_MAX)),
    card_brand: multiValue(z.coerce.number().int().min(1).max(INT2_MAX)),
    sync_status: multiValue(TRANSACTION_SYNC_STATUSES.schema),
  })
  .refine((f) => !f.created_at_start || !f.created_at_end || f.created_at_start <= f.created_at_end, {
    message: validationMessages.after('a data final'),
    path: ['created_at_start'],
  });
export type CheckupFilters = z.infer<typeof checkupFiltersSchema>;

/** `type` is checked by the server so that the answer can name it ('Invalid type X'). */
export const checkupListQuerySchema = z.intersection(
  checkupFiltersSchema,
  z.intersection(
    z.object({ type: z.string().trim().max(40) }),
    pageQuerySchema({ perPage: CHECKUP_PAGE_SIZE, sortBy: 'transaction_date', sortDesc: true }),
  ),
);
export type CheckupListQuery = z.infer<typeof checkupListQuerySchema>;

export const checkupTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['NOT_IMPORTED', 'DUPLICATED']),
  /** The card transaction (the extra copy of a duplicate); null when not imported. */
  transaction_id: z.number().int().nullable(),
  /** The copy kept of a duplicate. */
  original_transaction_id: z.number().int().nullable(),
  acquirer_file: z.string().nullable(),
  acquirer_file_line: z.number().int().nullable(),
  project_id: z.number().int(),
  project_name: z.string(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  channel_id: z.number().int(),
  channel_name: z.string().nullable(),
  operation_id: z.number().int(),
  operation_name: z.string().nullable(),
  card_brand_id: z.number().int().nullable(),
  card_brand_name: z.string().nullable(),
  /** Cents. */
  amount: z.number().int(),
  nsu: z.string().nullable(),
  nsu_acquirer: z.string().nullable(),
  authorization_number: z.string().nullable(),
  status: TRANSACTION_STATUSES.schema,
  sync_status: TRANSACTION_SYNC_STATUSES.schema,
  transaction_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type CheckupTransaction = z.infer<typeof checkupTransactionSchema>;

export const checkupListResponseSchema = z.object({
  data: z.array(checkupTransactionSchema),
  total: z.number().int().min(0),
  lastPage: z.number().int().min(1),
});
export type CheckupListResponse = z.infer<typeof checkupListResponseSchema>;

export const checkupActionBodySchema = z.object({
  transaction_ids: z
    .array(zRecordId('Transação', SAFE_INT8_MAX))
    .min(1, validationMessages.arrayMin(1))
    .max(CHECKUP_ACTION_MAX, validationMessages.arrayMax(CHECKUP_ACTION_MAX)),
});
export type CheckupActionBody = z.infer<typeof checkupActionBodySchema>;

export const checkupActionResponseSchema = z.object({ data: z.array(checkupTransactionSchema) });

export const checkupRunResponseSchema = z.object({
  run_id: z.number().int(),
  job_id: z.string(),
  message: z.string(),
});
export type CheckupRunResponse = z.infer<typeof checkupRunResponseSchema>;

/** Where a check-up run stands: running (or waiting for a retry), ended, or failed for good. */
export const CHECKUP_RUN_STATUSES = ['PROCESSING', 'DONE', 'FAILED'] as const;
export type CheckupRunStatus = (typeof CHECKUP_RUN_STATUSES)[number];

/**
 * One run of the check-up, read while the operator waits for it. A run whose job was cancelled,
 * failed for good or is no longer kept by the queue is answered (and recorded) FAILED.
 */
export const checkupRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHECKUP_RUN_STATUSES),
  requested_by: z.string(),
  requested_at: z.string(),
  /** When it ended: DONE or FAILED; null while it runs. */
  finished_at: z.string().nullable(),
  /** What this run found; null until it is DONE. */
  not_imported_found: z.number().int().nullable(),
  duplicated_found: z.number().int().nullable(),
  /** Not-imported findings whose sale has since arrived. */
  resolved: z.number().int().nullable(),
});
export type CheckupRun = z.infer<typeof checkupRunSchema>;
