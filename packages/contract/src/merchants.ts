import { z } from 'zod';
import {
  ADDRESS_TYPES,
  DOCUMENT_OWNERSHIPS,
  DOCUMENT_POSITIONS,
  MERCHANT_ONBOARDING_STATUSES,
  ONBOARDING_CASES,
  ONBOARDING_DOCUMENT_TYPES,
  PERSON_TYPES,
  PHONE_TYPES,
} from './common/enums/index.ts';
import { onlyDigits } from './common/masks.ts';
import { zMoneyCents } from './common/money.ts';
import { pageQuerySchema, zBooleanish } from './common/pagination.ts';
import {
  isCalendarDay,
  validationMessages,
  zCpfCnpj,
  zRecordId,
  zRequiredText,
} from './common/validators.ts';

/**
 * Merchants, merchant groups and the CNAE/MCC lookup (spec core §3, §3.1, §4.3, §5, §7.10;
 * financial/Pix/onboarding §3, §7).
 */

export const MERCHANT_MESSAGES = {
  notFound: 'Lojista não encontrado.',
  groupNotFound: 'Grupo de lojistas não encontrado.',
  duplicateDocument: 'Já existe um lojista com este CPF/CNPJ no projeto.',
  personTypeMismatch: 'O tipo de pessoa não corresponde ao CPF/CNPJ informado.',
  mccNotFound: 'MCC não encontrado.',
  cnaeNotFound: 'CNAE não encontrado.',
  sameMcc: 'O lojista já possui este MCC.',
  alreadyBlocked: 'O lojista já está bloqueado.',
  notBlocked: 'O lojista não está bloqueado.',
  alreadyDeleted: 'O lojista já foi excluído.',
  deleted: 'Lojista excluído não pode ser alterado.',
  pendingFinancials:
    'Não é possível alterar o destino de liquidação: o lojista possui recebíveis pendentes de pagamento.',
  deletePendingFinancials: 'Não é possível excluir o lojista: ele possui recebíveis pendentes de pagamento.',
  blockTypeNotFound: 'Tipo de bloqueio não encontrado.',
  formationNotFound: 'Formação do lojista não encontrada.',
  openingHourNotFound: 'Horário de funcionamento não encontrado.',
  salesRepresentativeNotFound: 'Representante comercial não encontrado no projeto.',
  acquirerNotFound: 'Adquirente não encontrado.',
  acquirerExists: 'O lojista já está cadastrado neste adquirente.',
  acquirerMissing: 'O lojista não está cadastrado neste adquirente.',
  salesPlanNotFound: 'Plano de venda não encontrado no projeto do lojista.',
  salesPlanWrongChannel: 'O plano de venda não pertence ao canal informado.',
  salesPlanInactive: 'O plano de venda está inativo.',
  salesPlanMccMismatch: 'O plano de venda é de outro MCC.',
  channelHasPlan: 'O lojista já possui plano de venda neste canal.',
  channelWithoutPlan: 'O lojista não possui plano de venda neste canal.',
  splitNotFound: 'Split não encontrado.',
  splitReceiver: 'O recebedor do split deve ser outro lojista ativo do mesmo projeto.',
  splitOver100: 'A soma dos percentuais de split no período ultrapassa 100%.',
  bankNotFound: 'Banco não encontrado.',
  onboardingDenied: 'Lojista negado no onboarding: não é possível cadastrá-lo.',
  onboardingDeniedTemporarily: 'Lojista com onboarding em andamento: não é possível cadastrá-lo agora.',
  uploadNotAllowed: 'O status de onboarding do lojista não permite o envio de documentos.',
  documentNotForPersonType: 'Este documento não se aplica ao tipo de pessoa do lojista.',
  documentPositionRequired: 'Informe a posição (frente ou verso) do documento.',
  documentOwnershipRequired: 'Informe a titularidade do comprovante de residência.',
  documentFileInvalid: 'Arquivo inválido: envie um PDF, JPG ou PNG de até 5 MB.',
  merchantsNotInProject: 'Todos os lojistas devem pertencer ao projeto do grupo.',
  groupNameTaken: 'Já existe um grupo de lojistas com este nome no projeto.',
  adminNotMember: 'O lojista administrador deve fazer parte do grupo.',
  hourInvalid: 'Informe o horário no formato HH:MM.',
  closeBeforeOpen: 'O fechamento deve ser depois da abertura.',
} as const;

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.max(field, max))
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** An MCC: four digits. */
export const zMcc = (field = 'MCC') =>
  zRequiredText(field).regex(/^\d{4}$/, validationMessages.digits(field, 4));

/** A CNAE subclass, masked 0000-0/00 or seven digits; parsed to the digits. */
export const zCnae = (field = 'CNAE') =>
  zRequiredText(field)
    .transform((v) => onlyDigits(v))
    .refine((v) => /^\d{7}$/.test(v), validationMessages.digits(field, 7));

/** A calendar day YYYY-MM-DD. */
export const zDay = (field: string) => zRequiredText(field).refine(isCalendarDay, validationMessages.date());

/** A percentage written as a decimal string (up to 4 places), kept exact. */
export const zPercentText = (field: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((v) => /^\d{1,3}(\.\d{1,4})?$/.test(v), validationMessages.number(field))
    .refine((v) => Number(v) > 0, validationMessages.minPercentage(0))
    .refine((v) => Number(v) <= 100, validationMessages.maxPercentage(100));

// ---------------------------------------------------------------- merchant record

export const merchantAddressSchema = z.object({
  address_type: ADDRESS_TYPES.schema,
  zip_code: zRequiredText('CEP')
    .transform((v) => onlyDigits(v))
    .refine((v) => v.length === 8, validationMessages.digits('CEP', 8)),
  street: zRequiredText('Logradouro').pipe(z.string().max(200, validationMessages.max('Logradouro', 200))),
  number: zRequiredText('Número').pipe(z.string().max(20, validationMessages.max('Número', 20))),
  complement: optionalText(100, 'Complemento'),
  neighborhood: zRequiredText('Bairro').pipe(z.string().max(100, validationMessages.max('Bairro', 100))),
  city: zRequiredText('Cidade').pipe(z.string().max(100, validationMessages.max('Cidade', 100))),
  state: zRequiredText('UF')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v), validationMessages.length('UF', 2)),
  ibge_city_code: optionalText(7, 'Código IBGE'),
});
export type MerchantAddress = z.infer<typeof merchantAddressSchema>;

export const merchantPhoneSchema = z.object({
  phone_type: PHONE_TYPES.schema,
  number: zRequiredText('Telefone')
    .transform((v) => onlyDigits(v))
    .refine((v) => /^\d{10,11}$/.test(v), validationMessages.phone()),
});
export type MerchantPhone = z.infer<typeof merchantPhoneSchema>;

/** Up to three phones, one of each kind. */
const merchantPhonesSchema = z
  .array(merchantPhoneSchema)
  .max(3, validationMessages.arrayMax(3))
  .refine((list) => new Set(list.map((p) => p.phone_type)).size === list.length, 'Tipo de telefone repetido');

const merchantFields = {
  merchant_name: zRequiredText('Razão social / Nome').pipe(
    z.string().max(150, validationMessages.max('Razão social / Nome', 150)),
  ),
  trade_name: optionalText(150, 'Nome fantasia'),
  cpf_cnpj: zCpfCnpj('CPF/CNPJ'),
  person_type: PERSON_TYPES.schema,
  email: z
    .string()
    .trim()
    .email(validationMessages.email('E-mail'))
    .max(150)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  merchant_formation_id: zRecordId('Formação')
    .nullish()
    .transform((v) => v ?? null),
  mcc: zMcc(),
  // An empty CNAE field means no CNAE.
  cnae: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), zCnae().nullish())
    .transform((v) => v ?? null),
  sales_representative_id: zRecordId('Representante comercial')
    .nullish()
    .transform((v) => v ?? null),
  use_centralized_bank_account_settlement: z.boolean().default(false),
  addresses: z
    .array(merchantAddressSchema)
    .min(1, validationMessages.arrayMin(1))
    .max(3, validationMessages.arrayMax(3))
    .refine(
      (list) => new Set(list.map((a) => a.address_type)).size === list.length,
      'Tipo de endereço repetido',
    ),
  phones: merchantPhonesSchema.default([]),
  opening_hour_ids: z.array(zRecordId('Horário')).max(20, validationMessages.arrayMax(20)).default([]),
};

function personTypeMatches(value: { person_type: 'PF' | 'PJ'; cpf_cnpj: string }): boolean {
  return value.person_type === (value.cpf_cnpj.length === 11 ? 'PF' : 'PJ');
}

/**
 * PUT /v1/merchant/{id}: the merchant's data (the project does not change). Without `cpf_cnpj`
 * the stored document (and its person type) stays, and so do the e-mail and the phones without
 * `email` or `phones`: staff who see them masked do not type them again.
 */
export const merchantUpdateSchema = z
  .object({
    ...merchantFields,
    cpf_cnpj: merchantFields.cpf_cnpj.optional(),
    person_type: merchantFields.person_type.optional(),
    email: merchantFields.email.optional(),
    phones: merchantPhonesSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.cpf_cnpj === undefined) return;
    if (value.person_type === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['person_type'],
        message: validationMessages.required('Tipo de pessoa'),
      });
    } else if (!personTypeMatches({ cpf_cnpj: value.cpf_cnpj, person_type: value.person_type })) {
      ctx.addIssue({ code: 'custom', path: ['person_type'], message: MERCHANT_MESSAGES.personTypeMismatch });
    }
  });
export type MerchantUpdateInput = z.infer<typeof merchantUpdateSchema>;

/** POST /v1/merchant/onboarding: a new merchant of a project. */
export const merchantCreateSchema = z
  .object({ ...merchantFields, project_id: zRecordId('Projeto') })
  .refine(personTypeMatches, { message: MERCHANT_MESSAGES.personTypeMismatch, path: ['person_type'] });
export type MerchantCreateInput = z.infer<typeof merchantCreateSchema>;

export const merchantListItemSchema = z.object({
  id: z.number().int(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  trade_name: z.string().nullable(),
  cpf_cnpj: z.string(),
  person_type: z.string(),
  project_id: z.number().int(),
  project_name: z.string().nullable(),
  sales_representative_id: z.number().int().nullable(),
  sales_representative_name: z.string().nullable(),
  mcc: z.string().nullable(),
  cnae: z.string().nullable(),
  blocked: z.boolean(),
  deleted: z.boolean(),
  use_centralized_bank_account_settlement: z.boolean(),
  external_onboarding_status: z.string().nullable(),
  created_at: z.string(),
});
export type MerchantListItem = z.infer<typeof merchantListItemSchema>;

export const MERCHANT_SORT_KEYS = ['id', 'merchant_name', 'created_at', 'mcc', 'project_name'] as const;

/** Columns the list can show (`/merchants/fields` column chooser). */
export const MERCHANT_COLUMNS = [
  'id',
  'merchant_code',
  'merchant_name',
  'trade_name',
  'cpf_cnpj',
  'person_type',
  'project_name',
  'sales_representative_name',
  'mcc',
  'cnae',
  'external_onboarding_status',
  'use_centralized_bank_account_settlement',
  'blocked',
  'created_at',
] as const;
export type MerchantColumn = (typeof MERCHANT_COLUMNS)[number];

/** Filters of the merchant list (spec core §3.1): deleted and blocked default to false. */
export const merchantFiltersSchema = z.object({
  search: z.string().trim().max(150).optional(),
  cpf_cnpj: z
    .string()
    .trim()
    .max(14, validationMessages.max('CPF|CNPJ', 14))
    .regex(/^\d*$/, validationMessages.numeric('CPF|CNPJ'))
    .optional(),
  project_id: zRecordId('Projeto').optional(),
  sales_representative_id: zRecordId('Representante comercial').optional(),
  mcc: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, validationMessages.numeric('MCC'))
    .optional(),
  status: MERCHANT_ONBOARDING_STATUSES.schema.optional(),
  blocked: zBooleanish.default(false),
  deleted: zBooleanish.default(false),
});
export type MerchantFilters = z.infer<typeof merchantFiltersSchema>;

export const merchantListQuerySchema = pageQuerySchema({ sortBy: 'id', sortDesc: true }).extend(
  merchantFiltersSchema.shape,
);
export type MerchantListQuery = z.infer<typeof merchantListQuerySchema>;

export const settlementDestinationSchema = z.object({
  destination_type: z.enum(['B', 'D', 'R']),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  agency: z.string().nullable(),
  account_number: z.string().nullable(),
  account_type: z.enum(['C', 'S', 'P']).nullable(),
  digital_account: z.string().nullable(),
  prepaid_card: z.string().nullable(),
  holder_document: z.string().nullable(),
  updated_at: z.string(),
});
export type SettlementDestination = z.infer<typeof settlementDestinationSchema>;

export const merchantSalesPlanSchema = z.object({
  channel_id: z.number().int(),
  channel_name: z.string(),
  sales_plan_id: z.number().int(),
  sales_plan_name: z.string(),
  sales_plan_mcc: z.string().nullable(),
  assigned_at: z.string(),
});
export type MerchantSalesPlan = z.infer<typeof merchantSalesPlanSchema>;

export const merchantDetailSchema = merchantListItemSchema.extend({
  email: z.string().nullable(),
  merchant_formation_id: z.number().int().nullable(),
  block_type_id: z.number().int().nullable(),
  block_description: z.string().nullable(),
  dt_block: z.string().nullable(),
  updated_at: z.string(),
  addresses: z.array(
    z.object({
      address_type: ADDRESS_TYPES.schema,
      zip_code: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string().nullable(),
      neighborhood: z.string(),
      city: z.string(),
      state: z.string(),
      ibge_city_code: z.string().nullable(),
    }),
  ),
  phones: z.array(z.object({ phone_type: z.string(), number: z.string() })),
  opening_hour_ids: z.array(z.number().int()),
  sales_plans: z.array(merchantSalesPlanSchema),
  settlement_destination: settlementDestinationSchema.nullable(),
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

// ---------------------------------------------------------------- opening hours

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One weekday of the merchant's opening hours: closed, or open from `opens_at` to `closes_at`
 * (HH:MM, the same day, closing after opening).
 */
export const weeklyHourSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    open: z.boolean(),
    opens_at: z.string().trim().nullish(),
    closes_at: z.string().trim().nullish(),
  })
  .superRefine((day, ctx) => {
    if (!day.open) return;
    const opens = day.opens_at ?? '';
    const closes = day.closes_at ?? '';
    if (!HOUR.test(opens))
      ctx.addIssue({ code: 'custom', path: ['opens_at'], message: MERCHANT_MESSAGES.hourInvalid });
    if (!HOUR.test(closes))
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: MERCHANT_MESSAGES.hourInvalid });
    else if (HOUR.test(opens) && closes <= opens) {
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: MERCHANT_MESSAGES.closeBeforeOpen });
    }
  })
  .transform((day) => ({
    weekday: day.weekday,
    open: day.open,
    opens_at: day.open ? (day.opens_at ?? null) : null,
    closes_at: day.open ? (day.closes_at ?? null) : null,
  }));

/** PUT /v1/merchant/{id}/opening_hours: the seven weekdays, each once. */
export const merchantWeeklyHoursBodySchema = z.object({
  days: z
    .array(weeklyHourSchema)
    .length(7, validationMessages.arrayMax(7))
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, 'Dia da semana repetido'),
});
export type MerchantWeeklyHoursBody = z.infer<typeof merchantWeeklyHoursBodySchema>;

export const merchantWeeklyHoursSchema = z.object({
  days: z.array(
    z.object({
      weekday: z.number().int(),
      open: z.boolean(),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
    }),
  ),
});
export type MerchantWeeklyHours = z.infer<typeof merchantWeeklyHoursSchema>;

// ---------------------------------------------------------------- onboarding

export const onboardingLookupQuerySchema = z.object({
  cpf: zCpfCnpj('CPF').refine((v) => v.length === 11, validationMessages.cpfCnpj('CPF')),
  cnpj: zCpfCnpj('CNPJ')
    .refine((v) => v.length === 14, validationMessages.cpfCnpj('CNPJ'))
    .optional(),
});

/**
 * The first step of the onboarding wizard: the CPF (required) and the CNPJ of a company (left
 * empty for an individual). Same rules as the lookup's query.
 */
export const onboardingLookupFormSchema = z.object({
  cpf: onboardingLookupQuerySchema.shape.cpf,
  cnpj: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    onboardingLookupQuerySchema.shape.cnpj,
  ),
});
export type OnboardingLookupQuery = z.infer<typeof onboardingLookupFormSchema>;

export const onboardingLookupSchema = z.object({
  onboarding: z
    .object({
      status: z.string().nullable(),
      merchant_id: z.number().int(),
      merchant_name: z.string(),
      cpf_cnpj: z.string(),
      person_type: z.string(),
      mcc: z.string().nullable(),
      cnae: z.string().nullable(),
    })
    .nullable(),
  case: ONBOARDING_CASES.schema,
});
export type OnboardingLookup = z.infer<typeof onboardingLookupSchema>;

/** Largest onboarding document accepted (decoded bytes). */
export const ONBOARDING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const onboardingDocumentUploadSchema = z.object({
  upload_type: ONBOARDING_DOCUMENT_TYPES.schema,
  position_photo: DOCUMENT_POSITIONS.schema.nullish().transform((v) => v ?? null),
  ownership: DOCUMENT_OWNERSHIPS.schema.nullish().transform((v) => v ?? null),
  file_name: optionalText(200, 'Nome do arquivo'),
  file_base64: zRequiredText('Arquivo').pipe(
    z
      .string()
      .max(Math.ceil((ONBOARDING_DOCUMENT_MAX_BYTES * 4) / 3) + 100, MERCHANT_MESSAGES.documentFileInvalid),
  ),
});
export type OnboardingDocumentUpload = z.infer<typeof onboardingDocumentUploadSchema>;

export const onboardingDocumentSchema = z.object({
  id: z.number().int(),
  upload_type: z.string(),
  position_photo: z.string().nullable(),
  ownership: z.string().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(['SENT', 'ERROR']),
  error_description: z.string().nullable(),
  uploaded_by: z.string(),
  created_at: z.string(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

export const onboardingHistorySchema = z.object({
  id: z.number().int(),
  status: z.string(),
  description: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: z.string(),
});
export type OnboardingHistoryEntry = z.infer<typeof onboardingHistorySchema>;

// ---------------------------------------------------------------- acquirers, plans, MCC

export const merchantAcquirerBodySchema = z.object({
  acquirer_id: zRecordId('Adquirente'),
  acquirer_merchant_code: zRequiredText('Código no adquirente').pipe(
    z.string().max(60, validationMessages.max('Código no adquirente', 60)),
  ),
  active: z.boolean().default(true),
});
export const merchantAcquirerSchema = z.object({
  id: z.number().int(),
  acquirer_id: z.number().int(),
  acquirer_name: z.string(),
  acquirer_merchant_code: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantAcquirer = z.infer<typeof merchantAcquirerSchema>;

export const merchantSalesPlanBodySchema = z.object({
  channel_id: zRecordId('Canal'),
  sales_plan_id: zRecordId('Plano de venda'),
});
export const merchantSalesPlanUpdateSchema = z.object({ sales_plan_id: zRecordId('Plano de venda') });

export const mccCheckQuerySchema = z.object({ mcc: zMcc() });
export const mccChangeSchema = z.object({ mcc: zMcc() });
export const mccCheckSchema = z.object({
  current_mcc: z.string().nullable(),
  current_mcc_name: z.string().nullable(),
  new_mcc: z.string(),
  new_mcc_name: z.string(),
  /** Plans assigned per channel and whether they stay (plans without MCC or of the new MCC). */
  sales_plans: z.array(merchantSalesPlanSchema.extend({ kept: z.boolean() })),
  removed_sales_plans: z.number().int(),
});
export type MccCheck = z.infer<typeof mccCheckSchema>;

// ---------------------------------------------------------------- splits

export const SPLIT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;

export const merchantSplitBodySchema = z
  .object({
    receiver_merchant_id: zRecordId('Lojista recebedor'),
    split_type: z.enum(SPLIT_TYPES, { error: validationMessages.enum('Tipo de split') }),
    percentage: zPercentText('Percentual')
      .nullish()
      .transform((v) => v ?? null),
    amount: zMoneyCents({ field: 'Valor', min: 1 })
      .nullish()
      .transform((v) => v ?? null),
    valid_from: zDay('Início da vigência'),
    valid_until: zDay('Fim da vigência')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.split_type === 'PERCENTAGE' && v.percentage === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentage'],
        message: validationMessages.required('Percentual'),
      });
    }
    if (v.split_type === 'AMOUNT' && v.amount === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: validationMessages.required('Valor') });
    }
    if (v.valid_until !== null && v.valid_until < v.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: validationMessages.after('o fim da vigência'),
      });
    }
  })
  .transform((v) => ({
    ...v,
    percentage: v.split_type === 'PERCENTAGE' ? v.percentage : null,
    amount: v.split_type === 'AMOUNT' ? v.amount : null,
  }));
export type MerchantSplitInput = z.infer<typeof merchantSplitBodySchema>;

export const merchantSplitSchema = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  receiver_merchant_id: z.number().int(),
  receiver_merchant_name: z.string(),
  split_type: z.enum(SPLIT_TYPES),
  percentage: z.string().nullable(),
  amount: z.number().int().nullable(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
});
export type MerchantSplit = z.infer<typeof merchantSplitSchema>;

// ---------------------------------------------------------------- blocking, settlement

export const merchantBlockSchema = z.object({
  block_type_id: zRecordId('Tipo de bloqueio'),
  description: zRequiredText('Descrição').pipe(z.string().max(500, validationMessages.max('Descrição', 500))),
  block_terminals: z.boolean().default(false),
});
export type MerchantBlockInput = z.infer<typeof merchantBlockSchema>;

export const merchantUnblockSchema = z.object({
  description: zRequiredText('Descrição').pipe(z.string().max(500, validationMessages.max('Descrição', 500))),
  unblock_terminals: z.boolean().default(false),
});
export type MerchantUnblockInput = z.infer<typeof merchantUnblockSchema>;

/** What blocking the merchant affects, shown before the block (and kept in its audit row). */
export const blockPreviewSchema = z.object({
  tpv_last_30_days: z.number().int(),
  active_terminals: z.number().int(),
  unpaid_receivables_count: z.number().int(),
  unpaid_receivables_amount: z.number().int(),
});
export type BlockPreview = z.infer<typeof blockPreviewSchema>;

export const pendingFinancialsSchema = z.object({
  has_pending_financials: z.boolean(),
  unpaid_receivables_count: z.number().int(),
  unpaid_receivables_amount: z.number().int(),
});
export type PendingFinancials = z.infer<typeof pendingFinancialsSchema>;

const digitsText = (field: string, min: number, max: number) =>
  zRequiredText(field)
    .transform((v) => onlyDigits(v))
    .refine((v) => v.length >= min && v.length <= max, validationMessages.numeric(field));

/** Where the merchant is paid: bank account (B), digital account (D) or prepaid card (R). */
export const settlementDestinationBodySchema = z.discriminatedUnion('destination_type', [
  z.object({
    destination_type: z.literal('B'),
    bank_code: zRequiredText('Banco').refine((v) => /^\d{3}$/.test(v), validationMessages.digits('Banco', 3)),
    agency: digitsText('Agência', 1, 5),
    account_number: zRequiredText('Conta')
      .transform((v) => v.replace(/[^0-9xX]/g, '').toUpperCase())
      .refine((v) => /^\d{1,19}X?$|^\d{2,20}$/.test(v), validationMessages.numeric('Conta')),
    account_type: z.enum(['C', 'S', 'P'], { error: validationMessages.enum('Tipo de conta') }),
  }),
  z.object({ destination_type: z.literal('D'), digital_account: digitsText('Conta digital', 4, 20) }),
  z.object({ destination_type: z.literal('R'), prepaid_card: digitsText('Cartão pré-pago', 12, 19) }),
]);
export type SettlementDestinationInput = z.infer<typeof settlementDestinationBodySchema>;

// ---------------------------------------------------------------- merchant groups

export const merchantGroupBodySchema = z.object({
  merchant_group_name: zRequiredText('Nome do grupo').pipe(
    z.string().max(120, validationMessages.max('Nome do grupo', 120)),
  ),
  project_id: zRecordId('Projeto'),
  merchant_admin_id: zRecordId('Lojista administrador')
    .nullish()
    .transform((v) => v ?? null),
  terminal_multi_merchant: z.boolean().default(false),
  default_merchant_group: z.boolean().default(false),
});
export type MerchantGroupInput = z.infer<typeof merchantGroupBodySchema>;

export const merchantGroupMembersBodySchema = z.object({
  merchant_ids: z
    .array(zRecordId('Lojista'))
    .min(1, validationMessages.arrayMin(1))
    .max(500, validationMessages.arrayMax(500)),
});

export const merchantGroupSchema = z.object({
  id: z.number().int(),
  merchant_group_name: z.string(),
  project_id: z.number().int(),
  project_name: z.string().nullable(),
  merchant_admin_id: z.number().int().nullable(),
  merchant_admin_name: z.string().nullable(),
  terminal_multi_merchant: z.boolean(),
  default_merchant_group: z.boolean(),
  merchant_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantGroup = z.infer<typeof merchantGroupSchema>;

export const merchantGroupMemberSchema = z.object({
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  cpf_cnpj: z.string(),
  added_at: z.string(),
});
export const merchantGroupDetailSchema = merchantGroupSchema.extend({
  merchants: z.array(merchantGroupMemberSchema),
});
export type MerchantGroupDetail = z.infer<typeof merchantGroupDetailSchema>;

export const merchantGroupListQuerySchema = pageQuerySchema({ sortBy: 'merchant_group_name' }).extend({
  search: z.string().trim().max(120).optional(),
  project_id: zRecordId('Projeto').optional(),
});

// ---------------------------------------------------------------- CNAE and MCC

export const cnaeSchema = z.object({ activity_branch: z.string(), description: z.string() });
export type Cnae = z.infer<typeof cnaeSchema>;
export const mccSchema = z.object({ mcc: z.string(), mcc_name: z.string() });
export type Mcc = z.infer<typeof mccSchema>;

export const cnaeQuerySchema = pageQuerySchema({ perPage: 10 }).extend({
  search: z.string().trim().max(150).optional(),
});
export const mccQuerySchema = pageQuerySchema({ perPage: 10 }).extend({
  search: z.string().trim().max(150).optional(),
});
export const mccOfCnaeQuerySchema = z.object({ entity_type: PERSON_TYPES.schema.default('PJ') });

/** CNAE code shown with the mask 0000-0/00. */
export function formatCnae(code: string | null | undefined): string {
  const d = onlyDigits(code ?? '');
  if (d.length !== 7) return code ?? '';
  return `${d.slice(0, 4)}-${d.slice(4, 5)}/${d.slice(5)}`;
}

// ---------------------------------------------------------------- sales representative portfolio

/** PUT /v1/project/{id}/sales_representative: moves merchants from one representative to another. */
export const portfolioMoveSchema = z
  .object({
    from_sales_representative_id: zRecordId('Representante de origem'),
    to_sales_representative_id: zRecordId('Representante de destino'),
    /** Only these merchants of the origin; all of them when absent. */
    merchant_ids: z.array(zRecordId('Lojista')).min(1, validationMessages.arrayMin(1)).max(5000).optional(),
  })
  .refine((v) => v.from_sales_representative_id !== v.to_sales_representative_id, {
    message: 'O representante de destino deve ser outro.',
    path: ['to_sales_representative_id'],
  });
export type PortfolioMoveInput = z.infer<typeof portfolioMoveSchema>;

/** POST /v1/project/{id}/sales_representative/{sales_representative_id}: hands its whole portfolio over. */
export const portfolioTransferSchema = z.object({
  to_sales_representative_id: zRecordId('Representante de destino'),
});

export const portfolioMoveResultSchema = z.object({
  from_sales_representative_id: z.number().int(),
  to_sales_representative_id: z.number().int(),
  moved_merchant_ids: z.array(z.number().int()),
});
export type PortfolioMoveResult = z.infer<typeof portfolioMoveResultSchema>;
