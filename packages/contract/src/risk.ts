/**
 * Risk and banking operations through the back-office gateway (2nd doc §2, §3, §5, §7, §8;
 * core §7.11): the two blacklists, the transaction analysis queue, declined and scheduled
 * transactions, payment accounts and fee baskets. Gateway lists answer `{ data, meta }`.
 */

import { z } from 'zod';
import { defineEnum, opt } from './common/enums/define.ts';
import { SCHEDULED_TRANSACTION_TYPES } from './common/enums/transactions.ts';
import { onlyDigits } from './common/masks.ts';
import { zMoneyCents } from './common/money.ts';
import { MAX_PAGE } from './common/pagination.ts';
import {
  isCalendarDay,
  parseBoolean,
  validationMessages,
  zDocument,
  zRequiredText,
} from './common/validators.ts';

/** Messages of the area, quoted from the spec where it has one. */
export const RISK_MESSAGES = {
  blacklistAdded: 'Registro adicionado com sucesso!',
  blacklistUpdated: 'Registro alterado com sucesso!',
  blacklistRemoved: 'Registro removido com sucesso!',
  blacklistError: 'Ocorreu um erro ao processar a requisição',
  uuidRequiredForUpdate: 'UUID é obrigatório para atualização',
  uuidRequiredForDelete: 'UUID é obrigatório para exclusão',
  editItemWithoutUuid: 'UUID do item não encontrado para edição',
  routeWithoutUuid: 'UUID não encontrado na rota',
  blacklistNotFound: 'Registro da blacklist não encontrado.',
  blacklistDuplicate: 'Este documento já está na blacklist.',
  documentRequired: 'Informe o documento a remover da blacklist.',
  expiryInPast: 'A data de expiração deve ser futura.',
  documentBlacklisted: 'Documento consta na blacklist.',
  analysesLoad: 'Erro ao buscar transações',
  analysisSend: 'Erro ao enviar análise',
  analysisNotFound: 'Análise de transação não encontrada.',
  analysisDecided: 'Esta transação já foi analisada.',
  analysisAssignedElsewhere: 'Esta transação está em análise por outra pessoa.',
  analysisNoneLeft: 'Não há transações aguardando análise.',
  declinedFilters:
    'Por favor, selecione um Parceiro, Conta, Data Inicial e Data Final para buscar transações recusadas.',
  declinedLoad: 'Erro ao buscar transações recusadas',
  accountsLoad: 'Erro ao carregar contas',
  nameUnavailable: 'Nome Indisponível',
  scheduledLoad: 'Erro ao buscar transações agendadas',
  basketsLoad: 'Erro ao carregar cestas',
  basketDetailsLoad: 'Erro ao carregar detalhes da cesta',
  basketOperationUpdate: 'Erro ao atualizar operação',
  basketNotFound: 'Cesta não encontrada.',
  basketOperationNotFound: 'Operação da cesta não encontrada.',
  basketOperationMismatch: 'A operação não pertence à cesta informada.',
  whiteLabelNotFound: 'Parceiro não encontrado.',
  accountNotFound: 'Conta não encontrada.',
  basketOtherWhiteLabel: 'A cesta não pertence ao parceiro da conta.',
} as const;

/** Page sizes (2nd doc §9): blacklists 10; transaction analysis page 1 limit 10; scheduled 10. */
export const RISK_PAGE_SIZES = { blacklist: 10, analysis: 10, scheduled: 10, history: 10 } as const;
export const RISK_MAX_LIMIT = 500;

/** Days a temporary blacklist entry lasts when no expiry is given. */
export const BLACKLIST_TEMPORARY_DAYS = 30;

/** Transaction types of declined, scheduled and analysed transactions (core §4; fallback list). */
export const RISK_TRANSACTION_TYPES = ['PIX', 'TED', 'TED_ON_US', 'BILLET', 'RECHARGE'] as const;
export type RiskTransactionType = (typeof RISK_TRANSACTION_TYPES)[number];
export const ALL_OPTION = 'all';
export const ALL_LABEL = SCHEDULED_TRANSACTION_TYPES.label(ALL_OPTION);

export const ANALYSIS_STATUSES = ['PENDING', 'IN_ANALYSIS', 'APPROVED', 'DECLINED'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export const ANALYSIS_DECISIONS = ['APPROVED', 'DECLINED'] as const;
export const SCHEDULED_STATUSES = ['SCHEDULED', 'EXECUTED', 'CANCELLED', 'FAILED'] as const;
export const BASKET_FREQUENCY_CODES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type BasketFrequency = (typeof BASKET_FREQUENCY_CODES)[number];

/** Labels and chip colours of the area's codes. */
export const ANALYSIS_STATUS_ENUM = defineEnum([
  opt('PENDING', 'Aguardando análise', 'Awaiting analysis', 'yellow'),
  opt('IN_ANALYSIS', 'Em análise', 'In analysis', 'blue'),
  opt('APPROVED', 'Aprovada', 'Approved', 'green'),
  opt('DECLINED', 'Recusada', 'Declined', 'red'),
]);
export const ANALYSIS_DECISION_ENUM = defineEnum([
  opt('APPROVED', 'Aprovar', 'Approve', 'green'),
  opt('DECLINED', 'Recusar', 'Decline', 'red'),
]);
/** The assignment filter of the analysis queue. */
export const ASSIGNMENT_FILTER_ENUM = defineEnum([
  opt('me', 'Atribuídas a mim', 'Assigned to me'),
  opt('none', 'Sem responsável', 'Unassigned'),
]);
export const SCHEDULED_STATUS_ENUM = defineEnum([
  opt('SCHEDULED', 'Agendada', 'Scheduled', 'blue'),
  opt('EXECUTED', 'Executada', 'Executed', 'green'),
  opt('CANCELLED', 'Cancelada', 'Cancelled', 'gray'),
  opt('FAILED', 'Falhou', 'Failed', 'red'),
]);
export const DECLINE_REASON_ENUM = defineEnum([
  opt('INSUFFICIENT_BALANCE', 'Saldo insuficiente', 'Insufficient balance'),
  opt('LIMIT_EXCEEDED', 'Limite excedido', 'Limit exceeded'),
  opt('BLACKLISTED_COUNTERPART', 'Contraparte na blacklist', 'Blacklisted counterpart'),
  opt('SUSPECTED_FRAUD', 'Suspeita de fraude', 'Suspected fraud'),
  opt('INVALID_ACCOUNT', 'Conta inválida', 'Invalid account'),
  opt('OUT_OF_HOURS', 'Fora do horário', 'Out of hours'),
]);

/** Reasons a transaction is declined (codes stored with the transaction). */
export const DECLINE_REASONS = [
  'INSUFFICIENT_BALANCE',
  'LIMIT_EXCEEDED',
  'BLACKLISTED_COUNTERPART',
  'SUSPECTED_FRAUD',
  'INVALID_ACCOUNT',
  'OUT_OF_HOURS',
] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = (max = 120) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Document filter: dots, dashes and slashes dropped; blank counts as absent. */
const digitsFilter = z.preprocess(
  (value) => (typeof value === 'string' ? onlyDigits(value) || undefined : value),
  z.string().max(14).optional(),
);

const isoDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, validationMessages.date())
    .refine(isCalendarDay, validationMessages.date())
    .describe(field);

const optionalDay = (field: string) => z.preprocess(blankToUndefined, isoDay(field).optional());

/** White label or account filter: 'all' and blank count as absent (sent as an empty string). */
const optionalUuid = (field: string) =>
  z.preprocess(
    (value) => (value === ALL_OPTION ? undefined : blankToUndefined(value)),
    z.string().uuid(validationMessages.enum(field)).optional(),
  );

const optionalType = z.preprocess(
  (value) => (value === ALL_OPTION ? undefined : blankToUndefined(value)),
  z.enum(RISK_TRANSACTION_TYPES, { error: validationMessages.enum('Tipo de transação') }).optional(),
);

function pageQuery(defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(RISK_MAX_LIMIT).default(defaultLimit),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  });
}

/** An array parameter sent repeated (`status=A&status=B`) or once. */
function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).max(50).optional(),
  );
}

// ---------------------------------------------------------------- older blacklist

export const blacklistQuerySchema = pageQuery(RISK_PAGE_SIZES.blacklist).extend({
  name: optionalText(),
  document: digitsFilter,
});
export type BlacklistQuery = z.infer<typeof blacklistQuerySchema>;

export const blacklistEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document: z.string(),
  dateRegister: z.string(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const blacklistCreateSchema = z.object({
  name: zRequiredText('Nome').pipe(z.string().max(200, validationMessages.max('Nome', 200))),
  document: zDocument('Documento'),
});
export type BlacklistCreateInput = z.input<typeof blacklistCreateSchema>;

/** Which older entry to remove: its document (digits) or its id, in the query or the body. */
export const blacklistDeleteSchema = z.object({
  document: digitsFilter,
  id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
  ),
});

// ---------------------------------------------------------------- blacklist manager

export const blacklistManagementQuerySchema = pageQuery(RISK_PAGE_SIZES.blacklist).extend({
  name: optionalText(),
  document: digitsFilter,
});
export type BlacklistManagementQuery = z.infer<typeof blacklistManagementQuerySchema>;

export const blacklistManagementSchema = z.object({
  uuid: z.string().uuid(),
  fullName: z.string(),
  documentNumber: z.string(),
  temporary: z.boolean(),
  expiresAt: z.string().nullable(),
  dateRegister: z.string(),
  dateUpdate: z.string(),
});
export type BlacklistManagementEntry = z.infer<typeof blacklistManagementSchema>;

/** 'true'/'false' text (and 1/0) become a boolean (2nd doc §5). */
export const temporaryFlag = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? false : (parseBoolean(value) ?? value)),
  z.boolean({ error: validationMessages.boolean() }),
);

/** Expiry of a temporary entry: a day (end of that day, São Paulo) or an instant. */
const expiry = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) ? isCalendarDay(value) : !Number.isNaN(Date.parse(value)),
      validationMessages.date(),
    )
    .optional(),
);

export const blacklistManagementBodySchema = z.object({
  uuid: z.preprocess(blankToUndefined, z.string().uuid().optional()),
  fullName: zRequiredText('Nome completo').pipe(
    z.string().max(200, validationMessages.max('Nome completo', 200)),
  ),
  documentNumber: zDocument('Documento'),
  temporary: temporaryFlag,
  expiresAt: expiry,
});
export type BlacklistManagementInput = z.input<typeof blacklistManagementBodySchema>;
export type BlacklistManagementParsed = z.output<typeof blacklistManagementBodySchema>;

export const blacklistManagementDeleteSchema = z.object({
  uuid: z.preprocess(blankToUndefined, z.string().uuid().optional()),
});

/** Entry of the blacklist change history (`GET /spe-n-backoffice/v1/history`). */
export const blacklistHistoryQuerySchema = pageQuery(RISK_PAGE_SIZES.history).extend({
  document: digitsFilter,
});
export const blacklistHistorySchema = z.object({
  id: z.number().int(),
  list: z.enum(['BLACKLIST', 'BLACKLIST_MANAGER']),
  action: z.string(),
  recordId: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  dateRegister: z.string(),
});

// ---------------------------------------------------------------- transaction analysis

export const analysisQuerySchema = pageQuery(RISK_PAGE_SIZES.analysis).extend({
  status: repeated(z.enum(ANALYSIS_STATUSES, { error: validationMessages.enum('Status') })),
  transactionType: repeated(
    z.enum(RISK_TRANSACTION_TYPES, { error: validationMessages.enum('Tipo de transação') }),
  ),
  uuidWhiteLabel: repeated(z.string().uuid(validationMessages.enum('Parceiro'))),
  assignedTo: optionalText(),
  startDate: optionalDay('Data inicial'),
  endDate: optionalDay('Data final'),
});
export type AnalysisQuery = z.infer<typeof analysisQuerySchema>;

export const transactionAnalysisSchema = z.object({
  uuid: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  uuidAccountPayment: z.string().uuid(),
  accountName: z.string(),
  transactionType: z.enum(RISK_TRANSACTION_TYPES),
  amount: z.number().int(),
  counterpartName: z.string(),
  counterpartDocument: z.string(),
  riskScore: z.number().int(),
  rule: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  assignedTo: z.string().nullable(),
  assignedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  dateRegister: z.string(),
});
export type TransactionAnalysis = z.infer<typeof transactionAnalysisSchema>;

/**
 * The send-analysis body: a decision (approve or decline, with a reason), or an assignment
 * (`assign: 'me'` takes the transaction, `'release'` gives it back to the queue).
 */
export const analysisDecisionSchema = z
  .object({
    decision: z.preprocess(
      blankToUndefined,
      z.enum(ANALYSIS_DECISIONS, { error: validationMessages.enum('Decisão') }).optional(),
    ),
    reason: z.preprocess(
      blankToUndefined,
      z.string().trim().max(500, validationMessages.max('Motivo', 500)).optional(),
    ),
    assign: z.preprocess(
      blankToUndefined,
      z.enum(['me', 'release'], { error: validationMessages.enum('Atribuição') }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.assign !== undefined) return;
    if (value.decision === undefined) {
      ctx.addIssue({ code: 'custom', path: ['decision'], message: validationMessages.required('Decisão') });
    }
    if (!value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: validationMessages.required('Motivo') });
    }
  });
export type AnalysisDecisionInput = z.input<typeof analysisDecisionSchema>;
export type AnalysisDecision = z.output<typeof analysisDecisionSchema>;

// ---------------------------------------------------------------- accounts

export const riskAccountSchema = z.object({
  uuidAccountPayment: z.string().uuid(),
  fullName: z.string(),
  uuidWhiteLabelAssociated: z.string().uuid(),
  accountNumber: z.string(),
});
export type RiskAccount = z.infer<typeof riskAccountSchema>;

export const clientSchema = z.object({ uuidAccountPayment: z.string().uuid(), fullName: z.string() });
export type RiskClient = z.infer<typeof clientSchema>;

/** Filter of the accounts in scope: one white label ('all' or blank: every one) and part of the name. */
export const clientsQuerySchema = z.object({
  uuidWhiteLabel: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.string().uuid().optional(),
  ),
  name: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(120).optional()),
});

export const balanceSchema = z.object({
  uuidWhiteLabel: z.string().uuid(),
  uuidAccountPayment: z.string().uuid(),
  balance: z.number().int(),
  credits: z.number().int(),
  debits: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

// ---------------------------------------------------------------- declined transactions

/** Path of the declined list: every part required and none 'all' (2nd doc §5). */
export const declinedParamsSchema = z.object({
  wl: z.string(),
  ap: z.string(),
  start: z.string(),
  end: z.string(),
});

export const declinedTransactionSchema = z.object({
  uuid: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  uuidAccountPayment: z.string().uuid(),
  accountName: z.string(),
  transactionType: z.enum(RISK_TRANSACTION_TYPES),
  amount: z.number().int(),
  reason: z.string(),
  description: z.string().nullable(),
  dateRegister: z.string(),
});
export type DeclinedTransaction = z.infer<typeof declinedTransactionSchema>;

export const declinedMetricsQuerySchema = z.object({
  uuidWhiteLabel: optionalUuid('Parceiro'),
  uuidAccountPayment: optionalUuid('Conta'),
  transactionType: optionalType,
  startDate: optionalDay('Data inicial'),
  endDate: optionalDay('Data final'),
});

export const declinedMetricsSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  byReason: z.array(z.object({ reason: z.string(), count: z.number().int(), amount: z.number().int() })),
  byType: z.array(
    z.object({ transactionType: z.string(), count: z.number().int(), amount: z.number().int() }),
  ),
});
export type DeclinedMetrics = z.infer<typeof declinedMetricsSchema>;

// ---------------------------------------------------------------- scheduled transactions

const scheduledFilters = {
  uuidAccountPayment: optionalUuid('Conta'),
  transactionType: optionalType,
  startExecutionDate: optionalDay('Data inicial'),
  endExecutionDate: optionalDay('Data final'),
};

export const scheduledQuerySchema = pageQuery(RISK_PAGE_SIZES.scheduled).extend({
  uuidWhiteLabel: optionalUuid('Parceiro'),
  ...scheduledFilters,
});
export type ScheduledQuery = z.infer<typeof scheduledQuerySchema>;

/** Metrics take the same filters; the white label key is spelt `uuidWhitelabel`. */
export const scheduledMetricsQuerySchema = z.object({
  uuidWhitelabel: optionalUuid('Parceiro'),
  ...scheduledFilters,
});

export const scheduledTransactionSchema = z.object({
  uuid: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  uuidAccountPayment: z.string().uuid(),
  accountName: z.string(),
  transactionType: z.enum(RISK_TRANSACTION_TYPES),
  amount: z.number().int(),
  status: z.enum(SCHEDULED_STATUSES),
  executionDate: z.string(),
  recipientName: z.string(),
  dateRegister: z.string(),
});
export type ScheduledTransaction = z.infer<typeof scheduledTransactionSchema>;

export const scheduledMetricsSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int(), amount: z.number().int() })),
  byType: z.array(
    z.object({ transactionType: z.string(), count: z.number().int(), amount: z.number().int() }),
  ),
});
export type ScheduledMetrics = z.infer<typeof scheduledMetricsSchema>;

export const transactionTypeOptionSchema = z.object({ label: z.string(), optionName: z.string() });
export type TransactionTypeOption = z.infer<typeof transactionTypeOptionSchema>;

/** Labels of the transaction types, with 'Todos' first (also the fallback when loading fails). */
export const TRANSACTION_TYPE_LABELS = Object.fromEntries(
  RISK_TRANSACTION_TYPES.map((type) => [type, SCHEDULED_TRANSACTION_TYPES.label(type)]),
) as Record<RiskTransactionType, string>;
export const DEFAULT_TRANSACTION_TYPE_OPTIONS: TransactionTypeOption[] = [
  { label: ALL_LABEL, optionName: ALL_OPTION },
  ...RISK_TRANSACTION_TYPES.map((type) => ({ label: TRANSACTION_TYPE_LABELS[type], optionName: type })),
];

// ---------------------------------------------------------------- baskets

export const basketSchema = z.object({
  uuid: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  dateRegister: z.string(),
});
export type Basket = z.infer<typeof basketSchema>;

export const basketOperationSchema = z.object({
  uuid: z.string().uuid(),
  uuidBasket: z.string().uuid(),
  operation: z.string(),
  description: z.string(),
  amount: z.number().int(),
  freeQuantity: z.number().int(),
  frequency: z.enum(BASKET_FREQUENCY_CODES),
  dateUpdate: z.string(),
});
export type BasketOperation = z.infer<typeof basketOperationSchema>;

export const basketTaxSchema = z.object({
  uuid: z.string().uuid(),
  uuidBasket: z.string().uuid(),
  name: z.string(),
  amount: z.number().int(),
  frequency: z.enum(BASKET_FREQUENCY_CODES),
});
export type BasketTax = z.infer<typeof basketTaxSchema>;

export const basketDetailsSchema = z.object({
  basket: basketSchema,
  values: z.array(basketOperationSchema),
  tax: z.array(basketTaxSchema),
});
export type BasketDetails = z.infer<typeof basketDetailsSchema>;

export const basketResumeSchema = z.object({
  basket: basketSchema,
  operations: z.number().int(),
  taxes: z.number().int(),
  monthlyTaxAmount: z.number().int(),
});

/** Edit of a basket operation: amount in cents, free uses and frequency. */
export const basketOperationUpdateSchema = z.object({
  uuid: z.preprocess(blankToUndefined, z.string().uuid().optional()),
  uuidBasket: z
    .string({ error: validationMessages.required('Cesta') })
    .uuid(validationMessages.enum('Cesta')),
  description: z.preprocess(blankToUndefined, z.string().trim().min(1).max(200).optional()),
  amount: zMoneyCents({ field: 'Valor', max: 100_000_000, coerce: true }),
  freeQuantity: z.coerce
    .number({ error: validationMessages.number('Isenções') })
    .int(validationMessages.number('Isenções'))
    .min(0, validationMessages.negative('Isenções'))
    .max(10_000, validationMessages.maxValue('Isenções', 10_000)),
  frequency: z.enum(BASKET_FREQUENCY_CODES, { error: validationMessages.enum('Frequência') }),
});
export type BasketOperationUpdate = z.input<typeof basketOperationUpdateSchema>;

export const basketAccountHistorySchema = z.object({
  id: z.number().int(),
  uuidBasket: z.string().uuid(),
  basketName: z.string(),
  dateStart: z.string(),
  dateEnd: z.string().nullable(),
  changedBy: z.string(),
});

export const basketAccountBodySchema = z.object({
  uuidWhiteLabel: z
    .string({ error: validationMessages.required('Parceiro') })
    .uuid(validationMessages.enum('Parceiro')),
  uuidAccountPayment: z
    .string({ error: validationMessages.required('Conta') })
    .uuid(validationMessages.enum('Conta')),
  uuidBasket: z
    .string({ error: validationMessages.required('Cesta') })
    .uuid(validationMessages.enum('Cesta')),
});
