import { z } from 'zod';
import { onlyDigits } from './common/masks.ts';
import { zMoneyCents } from './common/money.ts';
import {
  isValidCpfCnpj,
  isValidEmail,
  isValidPhone,
  validationMessages,
  zRecordId,
} from './common/validators.ts';

/**
 * Projects (white-label programmes) and their settings (spec core §3, §7.8): settlement
 * restriction, automatic terminal rent, billet e-mail, centraliser accounts, parameters,
 * channels, MDR spread per card brand, minimum rates, sales representatives and certificate.
 */

export const SETTLEMENT_RESTRICTION_VALUES = [
  'REQUIRED_DIGITAL_ACCOUNT',
  'WITHOUT_DIGITAL_ACCOUNT',
  'FLEXIBLE_DIGITAL_ACCOUNT',
] as const;
export type SettlementRestriction = (typeof SETTLEMENT_RESTRICTION_VALUES)[number];

/** Days before expiry from which the certificate is flagged. */
export const CERTIFICATE_WARNING_DAYS = 30;

/** A percentage between 0 and 100 with the spec's max_percentage / min_percentage messages. */
export function zPercentage(field: string, min = 0, max = 100) {
  return z
    .number({ error: validationMessages.number(field) })
    .min(min, validationMessages.minPercentage(min))
    .max(max, validationMessages.maxPercentage(max));
}

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.max(field, max))
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

export const certificateSummarySchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  serial_number: z.string(),
  fingerprint256: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  days_to_expiry: z.number().int(),
  expiring_soon: z.boolean(),
  expired: z.boolean(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const centralizerAccountSchema = z.object({
  bank_code: z
    .string({ error: validationMessages.required('Banco') })
    .regex(/^\d{3}$/, validationMessages.digits('Banco', 3)),
  agency: z
    .string({ error: validationMessages.required('Agência') })
    .regex(/^\d{1,5}$/, validationMessages.numeric('Agência')),
  account_number: z
    .string({ error: validationMessages.required('Conta') })
    .regex(/^\d{1,13}$/, validationMessages.numeric('Conta')),
  account_digit: z
    .string({ error: validationMessages.required('Dígito') })
    .regex(/^[0-9Xx]{1,2}$/, validationMessages.enum('Dígito')),
  account_type: z.enum(['C', 'S', 'P'], { error: validationMessages.enum('Tipo de conta') }),
  holder_name: z
    .string({ error: validationMessages.required('Titular') })
    .trim()
    .min(1, validationMessages.required('Titular'))
    .max(120, validationMessages.max('Titular', 120)),
  holder_document: z
    .string({ error: validationMessages.required('CPF/CNPJ') })
    .refine(isValidCpfCnpj, validationMessages.cpfCnpj('CPF/CNPJ'))
    .transform((v) => onlyDigits(v)),
});
export type CentralizerAccount = z.infer<typeof centralizerAccountSchema>;

/** The stored centraliser account as the API returns it. */
export const centralizerAccountViewSchema = z.object({
  bank_code: z.string(),
  agency: z.string(),
  account_number: z.string(),
  account_digit: z.string(),
  account_type: z.enum(['C', 'S', 'P']),
  holder_name: z.string(),
  holder_document: z.string(),
});

export const projectSettingsSchema = z.object({
  terminal_automatic_rent: z.boolean(),
  send_billet_email: z.boolean(),
  merchants_centralizer_account: z.boolean(),
  centralizer_account: centralizerAccountViewSchema.nullable(),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

export const projectParameterBodySchema = z.object({
  max_installments: z
    .number({ error: validationMessages.number('Parcelas') })
    .int(validationMessages.number('Parcelas'))
    .min(1, validationMessages.minValue('Parcelas', 1))
    .max(12, validationMessages.maxValue('Parcelas', 12)),
  /** Cents. */
  min_installment_amount: zMoneyCents({ field: 'Valor mínimo da parcela' }),
  /** Cents; null means no daily limit (clearing a limit waits for a second person like a raise). */
  daily_limit_amount: zMoneyCents({ field: 'Limite diário' })
    .nullish()
    .transform((v) => v ?? null),
  support_email: optionalText(160, 'E-mail de suporte').refine(
    (v) => v === null || isValidEmail(v),
    validationMessages.email('E-mail de suporte'),
  ),
  support_phone: optionalText(20, 'Telefone de suporte').refine(
    (v) => v === null || isValidPhone(v),
    validationMessages.phone(),
  ),
});
export type ProjectParameterBody = z.input<typeof projectParameterBodySchema>;

export const projectParameterSchema = z.object({
  max_installments: z.number().int(),
  min_installment_amount: z.number().int(),
  daily_limit_amount: z.number().int().nullable(),
  support_email: z.string().nullable(),
  support_phone: z.string().nullable(),
  updated_at: z.string(),
});
export type ProjectParameter = z.infer<typeof projectParameterSchema>;

export const projectChannelSchema = z.object({
  id: z.number().int(),
  channel_name: z.string(),
  acquirer: z.object({ id: z.number().int(), acquirer_name: z.string() }),
});
export type ProjectChannel = z.infer<typeof projectChannelSchema>;

export const projectDetailSchema = z.object({
  id: z.number().int(),
  trade: z.string(),
  document: z.string().nullable(),
  merchants_settlement_bank_account_restriction: z.enum(SETTLEMENT_RESTRICTION_VALUES),
  settings: projectSettingsSchema,
  parameters: projectParameterSchema.nullable(),
  channels: z.array(projectChannelSchema),
  certificate: certificateSummarySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const settlementRestrictionBodySchema = z.object({
  merchants_settlement_bank_account_restriction: z.enum(SETTLEMENT_RESTRICTION_VALUES, {
    error: validationMessages.enum('Restrição de conta de liquidação'),
  }),
});
export const terminalAutomaticRentBodySchema = z.object({
  terminal_automatic_rent: z.boolean({ error: validationMessages.boolean() }),
});
export const sendBilletEmailBodySchema = z.object({
  send_billet_email: z.boolean({ error: validationMessages.boolean() }),
});
export const merchantsCentralizerAccountBodySchema = z.object({
  merchants_centralizer_account: z.boolean({ error: validationMessages.boolean() }),
});
export const centralizerAccountBodySchema = z.object({ centralizer_account: centralizerAccountSchema });

export const enableChannelsBodySchema = z.object({
  channel_ids: z
    .array(z.number().int().positive(), { error: validationMessages.required('Canais') })
    .min(1, validationMessages.arrayMin(1))
    .max(50, validationMessages.arrayMax(50)),
});

export const spreadRateSchema = z.object({
  operation_id: z.number().int().nonnegative(),
  spread: zPercentage('Spread'),
});
export const spreadMdrBodySchema = z.object({
  card_brand_id: z
    .number({ error: validationMessages.required('Bandeira') })
    .int()
    .positive(),
  rates: z
    .array(spreadRateSchema, { error: validationMessages.required('Taxas') })
    .min(1, validationMessages.arrayMin(1))
    .max(30, validationMessages.arrayMax(30)),
});
export type SpreadMdrBody = z.infer<typeof spreadMdrBodySchema>;

export const spreadMdrSchema = z.object({
  card_brand_id: z.number().int(),
  brand_name: z.string(),
  rates: z.array(
    z.object({ operation_id: z.number().int(), operation_name: z.string(), spread: z.number() }),
  ),
});
export type SpreadMdr = z.infer<typeof spreadMdrSchema>;

export const minRateQuerySchema = z.object({
  mcc: z
    .string()
    .regex(/^\d{4}$/, validationMessages.digits('MCC', 4))
    .optional(),
  with_mdr: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  operation: z.coerce.number().int().nonnegative().optional(),
  card_brand: zRecordId().optional(),
});
export const minRateSchema = z.object({
  channel_id: z.number().int(),
  card_brand_id: z.number().int(),
  brand_name: z.string(),
  operation_id: z.number().int(),
  operation_name: z.string(),
  mcc: z.string().nullable(),
  min_rate: z.number(),
});
export type MinRate = z.infer<typeof minRateSchema>;

export const salesRepresentativeBodySchema = z.object({
  name: z
    .string({ error: validationMessages.required('Nome') })
    .trim()
    .min(1, validationMessages.required('Nome'))
    .max(120, validationMessages.max('Nome', 120)),
  document: z
    .string({ error: validationMessages.required('CPF/CNPJ') })
    .refine(isValidCpfCnpj, validationMessages.cpfCnpj('CPF/CNPJ'))
    .transform((v) => onlyDigits(v)),
  email: optionalText(160, 'E-mail').refine(
    (v) => v === null || isValidEmail(v),
    validationMessages.email('E-mail'),
  ),
  phone: optionalText(20, 'Telefone').refine(
    (v) => v === null || isValidPhone(v),
    validationMessages.phone(),
  ),
  active: z.boolean({ error: validationMessages.boolean() }).default(true),
});
export type SalesRepresentativeBody = z.input<typeof salesRepresentativeBodySchema>;

export const salesRepresentativeSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  document: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  merchant_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SalesRepresentative = z.infer<typeof salesRepresentativeSchema>;

export const salesRepresentativeMerchantsBodySchema = z.object({
  merchant_ids: z
    .array(z.number().int().positive(), { error: validationMessages.required('Lojistas') })
    .max(500, validationMessages.arrayMax(500)),
});
export const salesRepresentativeMerchantSchema = z.object({
  merchant_id: z.number().int(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  cpf_cnpj: z.string(),
  blocked: z.boolean(),
  linked_at: z.string(),
});
export type SalesRepresentativeMerchant = z.infer<typeof salesRepresentativeMerchantSchema>;
