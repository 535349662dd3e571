/**
 * Pix back office through the gateway (2nd doc §3, §4, §7): white labels, infraction reports,
 * refund requests (MED), Pix movements, devices, SMS tokens and regulatory files.
 * Gateway lists are paged with `limit`/`page` and answer `{ data, meta }`.
 */

import { z } from 'zod';
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
} from './common/enums/pix.ts';
import { zMoneyCents } from './common/money.ts';
import { MAX_PAGE } from './common/pagination.ts';
import { isCalendarDay, validationMessages } from './common/validators.ts';

/** Page sizes of the Pix screens (2nd doc §9). */
export const PIX_PAGE_SIZES = { infractions: 15, refunds: 15, movements: 10, devices: 10 } as const;

/** Largest page the gateway serves. */
export const PIX_MAX_LIMIT = 500;

/** How long an SMS code stays valid. */
export const SMS_TOKEN_TTL_SECONDS = 300;

/** Type segment of the regulatory file name `{type}_{month}_{year}.xml`. */
export const REGULATORY_FILE_TYPE = 'PIXMED';

/** Namespace of the regulatory file (its XSD lives beside the server's Pix module). */
export const REGULATORY_FILE_NAMESPACE = 'urn:mentor:pix:regulatorio:v1';

/** Fallback message when a regulatory file cannot be generated (2nd doc §8). */
export const REGULATORY_FILE_ERROR = 'Erro ao gerar arquivo regulatório';

/** `{type}_{month}_{year}.xml`, month with two digits. */
export function regulatoryFileName(month: number, year: number, type = REGULATORY_FILE_TYPE): string {
  return `${type}_${String(month).padStart(2, '0')}_${year}.xml`;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Optional text filter: blank text counts as absent. */
const optionalText = (max = 120) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Optional enum filter: blank counts as absent. */
const optionalEnum = <V extends string>(schema: z.ZodType<V>) =>
  z.preprocess(blankToUndefined, schema.optional());

const isoDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, validationMessages.date())
    .refine(isCalendarDay, validationMessages.date())
    .optional(),
);

/** `limit` and `page` of a gateway list. */
export function gatewayPageQuery(defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(PIX_MAX_LIMIT).default(defaultLimit),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  });
}

export {
  type GatewayMeta,
  type GatewayPaged,
  gatewayMetaSchema,
  gatewayPagedSchema,
} from './common/pagination.ts';

/** A white label (ISPB, fantasy name) is how Pix screens group accounts. */
export const whiteLabelSchema = z.object({
  uuid: z.string().uuid(),
  fantasyName: z.string(),
  ispb: z.string(),
});
export type WhiteLabel = z.infer<typeof whiteLabelSchema>;

export const blockReasonSchema = z.object({
  id: z.number().int(),
  typeBlock: z.string(),
  description: z.string(),
});
export type BlockReason = z.infer<typeof blockReasonSchema>;

/** The white-label filter: a white-label uuid or an 8-digit ISPB (sent as ispbByWhiteLabel). */
const whiteLabelFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d{8}$/.test(value) || z.string().uuid().safeParse(value).success,
      validationMessages.enum('Parceiro'),
    )
    .optional(),
);

/**
 * The project chosen in the top bar: multi-project staff narrow a Pix list to the white labels
 * of one project (single-project staff are confined to theirs anyway).
 */
const projectFilter = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** Query of the white-label lookup. */
export const whiteLabelQuerySchema = z.object({ project_id: projectFilter });

// ---------------------------------------------------------------- infraction reports

export const infractionListQuerySchema = gatewayPageQuery(PIX_PAGE_SIZES.infractions).extend({
  project_id: projectFilter,
  status: optionalEnum(INFRACTION_STATUSES.schema),
  infractionType: optionalEnum(INFRACTION_TYPES.schema),
  reportedBy: optionalEnum(INFRACTION_REPORTED_BY.schema),
  analysisResult: optionalEnum(INFRACTION_ANALYSIS_RESULTS.schema),
  startDate: isoDay,
  endDate: isoDay,
  ispbByWhiteLabel: whiteLabelFilter,
  order: z.enum(['ASC', 'DESC']).default('DESC'),
});
/** What the console sends: filter values as text, empty ones left out. */
export interface InfractionListQuery {
  limit?: number;
  page?: number;
  status?: string | undefined;
  infractionType?: string | undefined;
  reportedBy?: string | undefined;
  analysisResult?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  ispbByWhiteLabel?: string | undefined;
  order?: 'ASC' | 'DESC';
}
export type InfractionListFilters = z.output<typeof infractionListQuerySchema>;

export const infractionSchema = z.object({
  uuid: z.string().uuid(),
  createDate: z.string(),
  updateDate: z.string(),
  status: INFRACTION_STATUSES.schema,
  infractionType: INFRACTION_TYPES.schema,
  reportedBy: INFRACTION_REPORTED_BY.schema,
  analysisResult: INFRACTION_ANALYSIS_RESULTS.schema,
  analysisDetails: z.string().nullable(),
  transactionResult: INFRACTION_TRANSACTION_RESULTS.schema.nullable(),
  reportDetails: z.string(),
  endToEndId: z.string(),
  amount: z.number().int(),
  debitedParticipant: z.string(),
  creditedParticipant: z.string(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  ispb: z.string(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Infraction = z.infer<typeof infractionSchema>;

/** Close an open infraction with the analysis: agreed or disagreed, with its reasons. */
export const infractionCloseSchema = z.object({
  analysisResult: z.enum(['AGREED', 'DISAGREED'], {
    error: validationMessages.required('Resultado da análise'),
  }),
  analysisDetails: z
    .string({ error: validationMessages.required('Detalhes da análise') })
    .trim()
    .min(1, validationMessages.required('Detalhes da análise'))
    .max(2000, validationMessages.max('Detalhes da análise', 2000)),
});
export type InfractionCloseInput = z.infer<typeof infractionCloseSchema>;

// ---------------------------------------------------------------- refunds (MED)

export const refundListQuerySchema = gatewayPageQuery(PIX_PAGE_SIZES.refunds).extend({
  project_id: projectFilter,
  status: optionalEnum(MED_STATUSES.schema),
  ispbByWhiteLabel: whiteLabelFilter,
  order: z.enum(['ASC', 'DESC']).default('DESC'),
});
export interface RefundListQuery {
  limit?: number;
  page?: number;
  status?: string | undefined;
  ispbByWhiteLabel?: string | undefined;
  order?: 'ASC' | 'DESC';
}
export type RefundListFilters = z.output<typeof refundListQuerySchema>;

export const refundSchema = z.object({
  uuid: z.string().uuid(),
  dateCreated: z.string(),
  dateRegister: z.string(),
  dateUpdate: z.string(),
  status: MED_STATUSES.schema,
  refundReason: MED_REFUND_REASONS.schema,
  amount: z.number().int(),
  refundedAmount: z.number().int().nullable(),
  analysisResult: MED_ANALYSIS_RESULTS.schema.nullable(),
  rejectionReason: MED_REJECTION_REASONS.schema.nullable(),
  refundDetails: z.string(),
  analysisDetails: z.string().nullable(),
  endToEndId: z.string(),
  infractionReportUuid: z.string().uuid().nullable(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  ispb: z.string(),
  createdBy: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

const positiveCents = (field: string) => zMoneyCents({ field, min: 1, coerce: true });

/** A refund request for a Pix movement, identified by its end-to-end id; amount in cents. */
export const refundCreateSchema = z.object({
  endToEndId: z
    .string({ error: validationMessages.required('End to End ID') })
    .trim()
    .min(1, validationMessages.required('End to End ID'))
    .max(64, validationMessages.max('End to End ID', 64)),
  refundReason: MED_REFUND_REASONS.schema,
  amount: positiveCents('Valor'),
  refundDetails: z
    .string({ error: validationMessages.required('Detalhes') })
    .trim()
    .min(1, validationMessages.required('Detalhes'))
    .max(2000, validationMessages.max('Detalhes', 2000)),
  infractionReportUuid: z.preprocess(blankToUndefined, z.string().uuid().optional()),
});
export type RefundCreateInput = z.infer<typeof refundCreateSchema>;

/**
 * Close an open refund with its analysis. A partial acceptance names the refunded amount
 * (below the requested one); a rejection names its reason.
 */
export const refundCloseSchema = z
  .object({
    analysisResult: MED_ANALYSIS_RESULTS.schema,
    refundedAmount: z.preprocess(blankToUndefined, positiveCents('Valor devolvido').optional()),
    rejectionReason: optionalEnum(MED_REJECTION_REASONS.schema),
    analysisDetails: z
      .string({ error: validationMessages.required('Detalhes da análise') })
      .trim()
      .min(1, validationMessages.required('Detalhes da análise'))
      .max(2000, validationMessages.max('Detalhes da análise', 2000)),
  })
  .superRefine((value, ctx) => {
    if (value.analysisResult === 'PARTIALLY_ACCEPTED' && value.refundedAmount === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['refundedAmount'],
        message: validationMessages.required('Valor devolvido'),
      });
    }
    if (value.analysisResult === 'REJECTED' && value.rejectionReason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: validationMessages.required('Motivo da rejeição'),
      });
    }
  });
export type RefundCloseInput = z.infer<typeof refundCloseSchema>;

// ---------------------------------------------------------------- Pix movements

export const movementListQuerySchema = gatewayPageQuery(PIX_PAGE_SIZES.movements).extend({
  project_id: projectFilter,
  orderBy: z.enum(['dateRegister', 'amount']).default('dateRegister'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  document: optionalText(20),
  documentOrigin: optionalText(20),
  documentDestination: optionalText(20),
  partnerId: optionalText(),
  transactionId: optionalText(),
  endToEndId: optionalText(64),
  dateStart: isoDay,
  dateEnd: isoDay,
  uuidWhiteLabel: whiteLabelFilter,
});
export interface MovementListQuery {
  limit?: number;
  page?: number;
  orderBy?: 'dateRegister' | 'amount';
  order?: 'ASC' | 'DESC';
  document?: string | undefined;
  documentOrigin?: string | undefined;
  documentDestination?: string | undefined;
  partnerId?: string | undefined;
  transactionId?: string | undefined;
  endToEndId?: string | undefined;
  dateStart?: string | undefined;
  dateEnd?: string | undefined;
  uuidWhiteLabel?: string | undefined;
}
export type MovementListFilters = z.output<typeof movementListQuerySchema>;

export const movementSchema = z.object({
  uuid: z.string().uuid(),
  dateRegister: z.string(),
  movementType: z.enum(['CREDIT', 'DEBIT']),
  status: INFRACTION_TRANSACTION_RESULTS.schema,
  document: z.string(),
  documentOrigin: z.string(),
  nameOrigin: z.string(),
  documentDestination: z.string(),
  nameDestination: z.string(),
  partnerId: z.string(),
  transactionId: z.string(),
  endToEndId: z.string(),
  amount: z.number().int(),
  description: z.string().nullable(),
  uuidWhiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  uuidAccountPayment: z.string().uuid(),
  accountNumber: z.string(),
  fullName: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

// ---------------------------------------------------------------- devices and SMS tokens

export const deviceListQuerySchema = gatewayPageQuery(PIX_PAGE_SIZES.devices).extend({
  project_id: projectFilter,
  accountNumber: optionalText(20),
  document: optionalText(20),
  status: optionalEnum(DEVICE_STATUSES.schema),
  whiteLabel: whiteLabelFilter,
});
export interface DeviceListQuery {
  limit?: number;
  page?: number;
  accountNumber?: string | undefined;
  document?: string | undefined;
  status?: string | undefined;
  whiteLabel?: string | undefined;
}
export type DeviceListFilters = z.output<typeof deviceListQuerySchema>;

export const deviceSchema = z.object({
  uuidAccountPaymentDevice: z.string().uuid(),
  uuidAccountPayment: z.string().uuid(),
  accountNumber: z.string(),
  document: z.string(),
  fullName: z.string(),
  model: z.string(),
  platform: z.string(),
  status: DEVICE_STATUSES.schema,
  /** The status label in Portuguese (2nd doc §3: response items carry a translated status). */
  statusTranslated: z.string(),
  whiteLabel: z.string().uuid(),
  whiteLabelName: z.string(),
  dateRegister: z.string(),
  dateUpdate: z.string(),
  decidedBy: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const smsSendResponseSchema = z.object({
  sent: z.boolean(),
  phone: z.string(),
  expiresAt: z.string(),
});
export type SmsSendResponse = z.infer<typeof smsSendResponseSchema>;

export const smsCheckResponseSchema = z.object({ valid: z.boolean() });
export type SmsCheckResponse = z.infer<typeof smsCheckResponseSchema>;

export const smsOutboxQuerySchema = gatewayPageQuery(10).extend({
  uuidAccountPayment: z.preprocess(blankToUndefined, z.string().uuid().optional()),
});

export const smsOutboxItemSchema = z.object({
  id: z.number().int(),
  uuidAccountPayment: z.string().uuid(),
  phone: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

/** SMS codes are six digits. */
export const smsCodeSchema = z.string().regex(/^\d{6}$/, validationMessages.digits('Código', 6));

// ---------------------------------------------------------------- regulatory files

export const regulatoryPeriodSchema = z.object({
  month: z.coerce
    .number({ error: validationMessages.number('Mês') })
    .int(validationMessages.number('Mês'))
    .min(1, validationMessages.minValue('Mês', 1))
    .max(12, validationMessages.maxValue('Mês', 12)),
  year: z.coerce
    .number({ error: validationMessages.number('Ano') })
    .int(validationMessages.number('Ano'))
    .min(2020, validationMessages.minValue('Ano', '2020'))
    .max(2100, validationMessages.maxValue('Ano', '2100')),
});
export type RegulatoryPeriod = z.infer<typeof regulatoryPeriodSchema>;
