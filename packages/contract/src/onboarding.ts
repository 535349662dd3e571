/**
 * Account onboarding through the gateway (2nd doc §1–§9): pre-account queues by status group,
 * counts by status and risk, the account review (documents, analyses, statement, limits),
 * the positive list and location restrictions of a white label.
 */

import { z } from 'zod';
import {
  ONBOARDING_PRODUCTS,
  PRE_ACCOUNT_STATUS_GROUPS,
  PRE_ACCOUNT_STATUSES,
  type PreAccountStatusGroup,
  RISK_LEVELS,
} from './common/enums/onboarding.ts';
import { gatewayMetaSchema, MAX_PAGE } from './common/pagination.ts';
import { isCalendarDay, isValidDocument, zOptionalText } from './common/validators.ts';

/** Pre-account lists: page 1, 10 per page, oldest registration first (2nd doc §9). */
export const ONBOARDING_PAGE_SIZE = 10;
export const ONBOARDING_MAX_LIMIT = 100;
export const ONBOARDING_DEFAULT_SORT = { sortBy: 'dateRegister', sortOrder: 'ASC' } as const;

/** Toasts of the onboarding screens, word for word (2nd doc §8). */
export const ONBOARDING_MESSAGES = {
  listFailed: (message: string) => `Falha ao carregar contas (Err. ${message})`,
  restrictionChangeFailed: 'Falha ao mudar status de restrição',
  restrictionReadFailed: 'Falha ao obter status de restrição',
  documentStatusFailed: 'Falha ao mudar o status do documento',
  documentsFailed: 'Falha ao obter documentos da conta',
  downloadFailed: 'Falha ao baixar documento',
  deleteFailed: 'Falha ao deletar o documento',
  uploadFailed: 'Falha ao realizar o upload do documento',
  commentFailed: 'Falha ao realizar o comentário do documento',
  statementFailed: 'Falha ao obter extrato da conta',
  limitsFailed: 'Falha ao obter histórico de limites',
  basketSummaryFailed: 'Falha ao obter resumo de detalhes da cesta',
  basketHistoryFailed: 'Falha ao obter histórico de cestas da conta',
  basketsFailed: 'Falha ao obter cestas disponíveis',
  basketUpdateFailed: 'Falha ao atualizar cesta da conta',
  documentStatusChanged: 'Status do documento alterado com sucesso!',
  documentDeleted: 'Documento deletado com sucesso!',
} as const;

/** The queue screens and the permission and status group of each (core §2.4, 2nd doc §4). */
export const ONBOARDING_QUEUES = {
  'approved-accounts': { group: 'approved', permission: 'view_approved_records' },
  'analysis-accounts': { group: 'analysis', permission: 'view_in_analysis_records' },
  'pendent-accounts': { group: 'pending', permission: 'view_pending_records' },
  'reproved-accounts': { group: 'rejected', permission: 'view_rejected_records' },
  'onboarding-accounts': { group: 'onboarding', permission: 'view_onboarding_records' },
} as const satisfies Record<string, { group: PreAccountStatusGroup; permission: string }>;

export type OnboardingQueue = keyof typeof ONBOARDING_QUEUES;

/** Permissions that let a caller see pre-accounts of a status group. */
export function groupPermission(group: PreAccountStatusGroup): string {
  if (group === 'abandoned') return 'view_onboarding_records';
  const queue = Object.values(ONBOARDING_QUEUES).find((q) => q.group === group);
  return queue?.permission ?? 'view_onboarding_records';
}

/** Status groups a status belongs to. */
export function groupsOfStatus(status: string): PreAccountStatusGroup[] {
  return (Object.keys(PRE_ACCOUNT_STATUS_GROUPS) as PreAccountStatusGroup[]).filter((group) =>
    (PRE_ACCOUNT_STATUS_GROUPS[group] as readonly string[]).includes(status),
  );
}

/** Dots, dashes and slashes (and anything else not a digit) removed, as the lists send it. */
export const documentDigits = (value: string) => value.replace(/\D/g, '');

const dayText = z.string().refine(isCalendarDay, 'Data inválida (AAAA-MM-DD).').optional();

const statusList = z
  .string()
  .max(2000)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PRE_ACCOUNT_STATUSES.values)).min(1, 'Informe ao menos um status.'));

/** `GET /spe-view-pre-account/v2/view/all/status`: one queue's page. */
export const preAccountListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(ONBOARDING_MAX_LIMIT).default(ONBOARDING_PAGE_SIZE),
  sortBy: z.enum(['dateRegister', 'dateUpdate', 'name', 'levelRisk']).default('dateRegister'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  status: statusList,
  cpf: z.string().max(40).transform(documentDigits).optional(),
  name: z.string().max(120).optional(),
  uuidWhiteLabel: z.string().uuid().optional(),
  levelRisk: z.enum([...RISK_LEVELS.values, 'NOT_CLASSIFIED']).optional(),
  product: z.enum(ONBOARDING_PRODUCTS.values).optional(),
  assignedTo: z.string().max(120).optional(),
  dateRegister_start: dayText,
  dateRegister_end: dayText,
  dateUpdate_start: dayText,
  dateUpdate_end: dayText,
});
export type PreAccountListQuery = z.infer<typeof preAccountListQuerySchema>;

/** `GET /spe-n-open-account/v1/pre-account/all/paginated`: restricted applicants (and all). */
export const restrictedListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(ONBOARDING_MAX_LIMIT).default(ONBOARDING_PAGE_SIZE),
  sortBy: z.enum(['dateRegister', 'lastAttempt', 'name']).default('dateRegister'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  restrictedBy: z.enum(['POSITIVE_LIST', 'LOCATION']).optional(),
  filters: z.string().max(120).optional(),
  uuidWhiteLabel: z.string().uuid().optional(),
});

export const analysisEntrySchema = z.object({
  nameUserAnalysis: z.string(),
  dateRegister: z.string(),
  reason: z.string().nullable(),
  decision: z.string(),
  statusFrom: z.string(),
  statusTo: z.string(),
});

/** A pre-account row (2nd doc §3); missing values are null and shown as '-'. */
export const preAccountSchema = z.object({
  uuid: z.string().uuid(),
  accountNumber: z.string().nullable(),
  name: z.string(),
  action: z.string().nullable(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string().nullable(),
  originData: z.object({ product: z.string() }),
  dateRegister: z.string(),
  dateUpdate: z.string(),
  levelRisk: z.string().nullable(),
  status: z.string(),
  analysis: z.array(analysisEntrySchema),
  restrictionData: z.object({ lastAttempt: z.string().nullable(), restrictedBy: z.string().nullable() }),
  lastStep: z.string().nullable(),
  accountType: z.object({ name: z.string() }),
  email: z.string().nullable(),
  deviceValidation: z.object({ phone: z.string().nullable() }),
  cpf: z.string(),
  assignedTo: z.string().nullable(),
  assignedName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  /** Business days since registration (national holidays excluded). */
  businessDaysInQueue: z.number().int(),
  uuidAccountPayment: z.string().uuid().nullable(),
});
export type PreAccount = z.infer<typeof preAccountSchema>;

export const preAccountPageSchema = z.object({ data: z.array(preAccountSchema), meta: gatewayMetaSchema });

/** `GET /spe-n-onboarding/v1/approved-accounts`: `{ data, meta.totalCount }`. */
export const approvedAccountsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(ONBOARDING_MAX_LIMIT).default(ONBOARDING_PAGE_SIZE),
});
export const approvedAccountsPageSchema = z.object({
  data: z.array(preAccountSchema),
  meta: z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

const countDates = {
  dateStart: z.string().refine(isCalendarDay, 'Data inválida (AAAA-MM-DD).').optional(),
  dateEnd: z.string().refine(isCalendarDay, 'Data inválida (AAAA-MM-DD).').optional(),
};

/** `POST …/view/count/status`: the first item holds the total amount, then one item per status. */
export const countByStatusBodySchema = z.object({
  status: z.array(z.enum(PRE_ACCOUNT_STATUSES.values)).min(1).max(40),
  uuidWhiteLabel: z.string().uuid().optional(),
  ...countDates,
});
export const countByStatusSchema = z.array(
  z.object({ status: z.string().nullable(), amount: z.number().int() }),
);

/** `POST …/view/count/risk`: one item per risk level asked for. */
export const countByRiskBodySchema = z.object({
  status: z.array(z.enum(PRE_ACCOUNT_STATUSES.values)).min(1).max(40),
  levelRisk: z
    .array(z.enum([...RISK_LEVELS.values, 'NOT_CLASSIFIED']))
    .min(1)
    .max(4),
  uuidWhiteLabel: z.string().uuid().optional(),
  ...countDates,
});
export const countByRiskSchema = z.array(z.object({ levelRisk: z.string(), amount: z.number().int() }));

/** Decisions on a pre-account, through `PUT /spe-n-open-account/v1/analysis/{id}` (ADR 0180). */
export const ANALYSIS_DECISIONS = [
  'SEND_TO_ANALYSIS',
  'RESEND',
  'APPROVE',
  'REPROVE',
  'ASSIGN',
  'RELEASE',
] as const;
export type AnalysisDecision = (typeof ANALYSIS_DECISIONS)[number];

export const analysisBodySchema = z
  .object({
    decision: z.enum(ANALYSIS_DECISIONS).default('SEND_TO_ANALYSIS'),
    reason: zOptionalText('Motivo', 500),
    /** ASSIGN: the colleague's username (the caller's own when left out). */
    assignTo: z.string().trim().max(120).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.decision === 'APPROVE' || body.decision === 'REPROVE') && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Informe o motivo da decisão.' });
    }
  });
export type AnalysisBody = z.infer<typeof analysisBodySchema>;

/** Fields an applicant may be asked to correct when a pre-account is sent back. */
export const DYNAMIC_FIELDS = [
  'name',
  'email',
  'phone',
  'birthday',
  'address',
  'document_front',
  'document_back',
  'selfie',
  'proof_of_residence',
  'company_documents',
] as const;

export const dynamicFieldsBodySchema = z.object({
  fields: z
    .array(z.enum(DYNAMIC_FIELDS))
    .min(1, 'Escolha ao menos um campo a corrigir.')
    .max(DYNAMIC_FIELDS.length),
  reason: z.string().trim().min(1, 'Informe o motivo.').max(500),
});

export const preAccountDetailSchema = preAccountSchema.extend({
  birthday: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  dynamicFields: z.array(z.string()),
  accountStatus: z.string().nullable(),
});
export type PreAccountDetail = z.infer<typeof preAccountDetailSchema>;

export const DOCUMENT_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REPROVED'] as const;

export const accountDocumentSchema = z.object({
  uuid: z.string().uuid(),
  documentType: z.string(),
  status: z.enum(DOCUMENT_REVIEW_STATUSES),
  fileName: z.string(),
  mimeType: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  comments: z.array(z.object({ name: z.string(), comment: z.string(), createdAt: z.string() })),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;

/** `PUT …/uploads/{uuidAccount}/status`: answered with statusCode 200 when changed (2nd doc §5). */
export const documentStatusBodySchema = z
  .object({
    uuid: z.string().uuid(),
    status: z.enum(DOCUMENT_REVIEW_STATUSES),
    comments: zOptionalText('Comentários', 2000),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'REPROVED' && !body.comments) {
      ctx.addIssue({
        code: 'custom',
        path: ['comments'],
        message: 'Explique por que o documento foi reprovado.',
      });
    }
  });
export const documentStatusResultSchema = z.object({ statusCode: z.number().int(), message: z.string() });

export const documentCommentBodySchema = z.object({
  comment: z.string().trim().min(1, 'Escreva o comentário.').max(2000),
});

/** Upload (and re-upload) of a document image: base64 content of a JPEG, PNG or PDF. */
export const documentUploadBodySchema = z.object({
  documentType: z.string().trim().min(1).max(60),
  fileName: z.string().trim().min(1).max(200),
  mimeType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  fileBase64: z.string().min(4).max(8_000_000),
});

/** A statement line (Pix movements of the account), amount in cents. */
export const statementLineSchema = z.object({
  uuid: z.string(),
  dateRegister: z.string(),
  movementType: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number().int(),
  description: z.string().nullable(),
  counterpartName: z.string(),
});
export const statementQuerySchema = z.object({
  startDate: z.string().refine(isCalendarDay, 'Data inicial inválida (AAAA-MM-DD).'),
  endDate: z.string().refine(isCalendarDay, 'Data final inválida (AAAA-MM-DD).'),
});
export const statementSchema = z.object({
  lines: z.array(statementLineSchema),
  credits: z.number().int(),
  debits: z.number().int(),
  balance: z.number().int(),
});

export const limitHistorySchema = z.array(
  z.object({
    limitType: z.string(),
    previousAmount: z.number().int(),
    newAmount: z.number().int(),
    changedBy: z.string(),
    createdAt: z.string(),
  }),
);

export const positiveListStatusSchema = z.object({
  uuidWhiteLabel: z.string().uuid(),
  restritive: z.boolean(),
});
export const positiveListToggleBodySchema = z.object({ restritive: z.boolean() });

/** One row of a positive-list spreadsheet and what was made of it. */
export const positiveListRowResultSchema = z.object({
  line: z.number().int(),
  document: z.string(),
  name: z.string(),
  accepted: z.boolean(),
  reason: z.string().nullable(),
});
export const positiveListImportSchema = z.object({
  uuid: z.string().uuid(),
  fileName: z.string(),
  status: z.enum(['VALIDATED', 'PROCESSED']),
  accepted: z.number().int(),
  refused: z.number().int(),
  rows: z.array(positiveListRowResultSchema),
});
export const positiveListEntrySchema = z.object({
  uuid: z.string().uuid(),
  document: z.string(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

/** The positive-list model's header row. */
export const POSITIVE_LIST_COLUMNS = ['documento', 'nome'] as const;

/** Checks one spreadsheet row: a valid CPF or CNPJ and a name. */
export function checkPositiveListRow(document: string, name: string): string | null {
  const digits = documentDigits(document);
  if (!digits) return 'Documento vazio';
  if (!isValidDocument(digits)) return 'CPF/CNPJ inválido';
  if (!name.trim()) return 'Nome vazio';
  if (name.trim().length > 120) return 'Nome com mais de 120 caracteres';
  return null;
}

export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const locationRestrictionSchema = z.object({
  uuid: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  state: z.string(),
  city: z.string().nullable(),
  active: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const locationRestrictionBodySchema = z.object({
  uuidWhiteLabel: z.string().uuid(),
  state: z.enum(BRAZIL_STATES, 'Escolha um estado.'),
  city: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((v) => (v ? v : null)),
  active: z.boolean().default(true),
});
export const locationRestrictionUpdateSchema = locationRestrictionBodySchema.omit({ uuidWhiteLabel: true });

/** Active and restricted accounts per state for the map. */
export const locationMetricsSchema = z.array(
  z.object({
    state: z.string(),
    active: z.number().int(),
    restricted: z.number().int(),
    restrictedState: z.boolean(),
  }),
);

export const smsGenerateQuerySchema = z.object({ userId: z.string().max(120).optional() });

// ---------------------------------------------------------------- closed accounts

/** `GET /api/v1/onboarding/closed-accounts`: page 1, 10 per page, oldest registration first. */
export const closedAccountListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(ONBOARDING_MAX_LIMIT).default(ONBOARDING_PAGE_SIZE),
  sortBy: z.enum(['dateRegister', 'closedAt', 'name']).default('dateRegister'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  cpf: z.string().max(40).transform(documentDigits).optional(),
  name: z.string().max(120).optional(),
  accountNumber: z.string().max(40).optional(),
  uuidWhiteLabel: z.string().uuid().optional(),
  dateRegister_start: dayText,
  dateRegister_end: dayText,
  closedAt_start: dayText,
  closedAt_end: dayText,
});
export type ClosedAccountListQuery = z.infer<typeof closedAccountListQuerySchema>;

/** A closed payment account: why and when it was closed, and what is left on it (cents). */
export const closedAccountSchema = z.object({
  uuidAccountPayment: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  fullName: z.string(),
  accountNumber: z.string(),
  document: z.string(),
  dateRegister: z.string(),
  closedAt: z.string().nullable(),
  reason: z.string().nullable(),
  balance: z.number().int(),
});
export type ClosedAccount = z.infer<typeof closedAccountSchema>;
export const closedAccountPageSchema = z.object({
  data: z.array(closedAccountSchema),
  meta: gatewayMetaSchema,
});

/** General information of an account (`closed-account-management/general-account-information`). */
export const accountInfoSchema = z.object({
  uuidAccountPayment: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  fullName: z.string(),
  accountNumber: z.string(),
  document: z.string(),
  phone: z.string().nullable(),
  accountStatus: z.string(),
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  balance: z.number().int(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/**
 * `POST /spe-n-backoffice/v1/transaction-schedules`: the whole remaining balance of a closed
 * account to the holder's account at another bank. `requestId` names the attempt: the same
 * attempt sent again (double click, retry) answers the first transfer instead of a second.
 */
export const remainingBalanceBodySchema = z.object({
  uuidAccountPayment: z.string().uuid(),
  uuidWhiteLabel: z.string().uuid(),
  requestId: z.string().uuid().optional(),
  bankCode: z.string().regex(/^\d{3}$/, 'Código do banco com 3 dígitos.'),
  agency: z.string().regex(/^\d{1,5}$/, 'Agência com até 5 dígitos.'),
  accountNumber: z.string().regex(/^[\d-]{1,20}$/, 'Conta inválida.'),
  holderDocument: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isValidDocument, 'CPF/CNPJ inválido.'),
  holderName: z.string().trim().min(1, 'Informe o titular.').max(120),
});
export type RemainingBalanceInput = z.input<typeof remainingBalanceBodySchema>;
export const remainingBalanceResultSchema = z.object({
  scheduled: z.boolean(),
  amount: z.number().int(),
  uuidTransaction: z.string(),
});

/** Migration of an onboarding-light account to the standard onboarding. */
export const migrationResultSchema = z.object({ submitted: z.boolean(), uuidPreAccount: z.string().uuid() });

/** "Colocar na blacklist" from the account review: a block reason of the account's white label. */
export const accountBlacklistBodySchema = z.object({
  blockReasonId: z.coerce
    .number({ error: 'Escolha o motivo do bloqueio.' })
    .int()
    .positive('Escolha o motivo do bloqueio.'),
  comment: zOptionalText('Comentário', 500),
});
export const accountBlacklistResultSchema = z.object({
  blocked: z.boolean(),
  listed: z.boolean(),
  reason: z.string(),
});

/** Success toasts of the account actions without a wording in the spec (ADR 0210). */
export const ACCOUNT_ACTION_MESSAGES = {
  transferred: 'Transferência do saldo remanescente agendada.',
  migrated: 'Conta enviada para o Onboarding Padrão.',
  blacklisted: 'Conta bloqueada e documento incluído na blacklist.',
  blacklistedClosed: 'Documento incluído na blacklist; a conta encerrada continua encerrada.',
  basketChanged: 'Cesta da conta alterada.',
} as const;
