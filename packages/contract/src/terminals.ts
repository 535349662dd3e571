import { z } from 'zod';
import { zBooleanish } from './common/pagination.ts';
import { validationMessages, zRecordId } from './common/validators.ts';
import { isoDaySchema, multiValue } from './transactions.ts';

/**
 * Equipment, terminals, suppliers and their credentials, and automatic terminal rents
 * (spec core §2.5, §3, §3.2, §4.3, §5, §7.4, §7.5, §8; financial/Pix/onboarding §3, §4).
 */

export const TERMINAL_STATUS_VALUES = [
  'IN_ANALYSIS',
  'WAITING_EQUIPMENT_ASSOCIATION',
  'ACTIVE',
  'INACTIVE',
] as const;
export type TerminalStatus = (typeof TERMINAL_STATUS_VALUES)[number];

export const AUTOMATIC_RENT_STATUS_VALUES = [
  'IN_CHARGE',
  'MERCHANT_CHARGE_SCHEDULED',
  'MERCHANT_CHARGED',
  'PAYMENT_PROJECT_SCHEDULED',
  'PROJECT_PAID',
  'ERROR',
] as const;
export type AutomaticRentStatus = (typeof AUTOMATIC_RENT_STATUS_VALUES)[number];

export const SUPPLIER_CREDENTIAL_STATUS_VALUES = ['WAITING_SEND', 'ACTIVE', 'INACTIVE', 'ERROR'] as const;
export const GRACE_PERIOD_TYPES = ['NONE', 'PRESET', 'CUSTOM'] as const;
export type GracePeriodType = (typeof GRACE_PERIOD_TYPES)[number];
/** The grace periods offered in the form besides none and custom (months). */
export const PRESET_GRACE_PERIODS = [1, 2, 3, 6, 12] as const;
export const MAX_GRACE_MONTHS = 36;
export const RENT_CYCLES = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'] as const;
export type RentCycle = (typeof RENT_CYCLES)[number];
/** Months covered by one charge of each cycle. */
export const RENT_CYCLE_MONTHS: Readonly<Record<RentCycle, number>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUAL: 6,
  ANNUAL: 12,
};
export const SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS = [10, 50, 100] as const;
/** Registries a registrar file can be produced for, and what it describes. */
export const REGISTRARS = ['CERC', 'TAG', 'B3'] as const;
export const REGISTRAR_FILE_TYPES = ['terminal', 'merchant'] as const;
/** Most serials one bulk request may carry. */
export const MAX_BULK_SERIALS = 500;

export const TERMINAL_MESSAGES = {
  credentialTarget: 'É necessário informar o id do projeto ou do terminal',
  credentialLoadFailed: (message: string) => `Falha ao carregar credenciais de fornecedor (Err. ${message})`,
  rentCalculationFailed: 'Erro ao calcular aluguel automático',
} as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());
const optionalId = (field = 'Id') => z.preprocess(blank, zRecordId(field).optional());

/** A serial number as printed on the machine: letters, digits and dashes. */
export const serialNumberSchema = z
  .string({ error: validationMessages.required('Número de série') })
  .trim()
  .min(1, validationMessages.required('Número de série'))
  .max(40, validationMessages.max('Número de série', 40))
  .regex(/^[A-Za-z0-9-]+$/, 'O campo Número de série deve conter apenas letras, números e hífen');

// ---------- Equipment ----------

export const equipmentTypeSchema = z.object({ id: z.number().int(), type: z.string() });
export const equipmentModelSchema = z.object({
  id: z.number().int(),
  manufacturer: z.string(),
  model: z.string(),
  equipment_type: equipmentTypeSchema,
  label: z.string(),
});
export type EquipmentModel = z.infer<typeof equipmentModelSchema>;

/** Model label (spec core §3): the model alone for TEF and E-COMMERCE, else manufacturer, model and type. */
export function equipmentModelLabel(model: {
  manufacturer: string;
  model: string;
  equipment_type: { type: string };
}): string {
  const type = model.equipment_type.type;
  if (type === 'TEF' || type === 'E-COMMERCE') return model.model;
  return `${model.manufacturer} ${model.model} - ${type}`;
}

export const communicationProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  technology: z.string(),
});

const projectRef = z.object({ id: z.number().int(), trade: z.string() });

export const equipmentSchema = z.object({
  equipment_id: z.number().int(),
  serial_number: z.string(),
  equipment_code: z.string().nullable(),
  in_use: z.union([z.literal(0), z.literal(1)]),
  equipment_model: equipmentModelSchema,
  project: projectRef,
  terminal: z.object({ id: z.number().int(), terminal_code: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentFiltersSchema = z.object({
  serial_number: optionalText(40),
  project: optionalId('Projeto'),
  in_use: z.preprocess(
    blank,
    z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional(),
  ),
  equipment_model: multiValue(zRecordId('Modelo')),
  equipment_code: optionalText(40),
});
export type EquipmentFilters = z.output<typeof equipmentFiltersSchema>;

const equipmentFields = {
  equipment_model_id: zRecordId('Modelo'),
  project_id: zRecordId('Projeto'),
  equipment_code: z
    .string()
    .trim()
    .max(40, validationMessages.max('Código do equipamento', 40))
    .nullish()
    .transform((v) => (v ? v : null)),
};
export const equipmentCreateSchema = z.object({ serial_number: serialNumberSchema, ...equipmentFields });
export type EquipmentCreateInput = z.input<typeof equipmentCreateSchema>;
export const equipmentUpdateSchema = z.object(equipmentFields);
export type EquipmentUpdateInput = z.input<typeof equipmentUpdateSchema>;

/** Serials pasted or scanned one per line (or separated by spaces, commas or semicolons). */
export function parseSerials(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const serial = part.trim().toUpperCase();
    if (serial) seen.add(serial);
  }
  return [...seen];
}

export const equipmentBulkSchema = z.object({
  serial_numbers: z
    .array(z.string())
    .min(1, validationMessages.arrayMin(1))
    .max(MAX_BULK_SERIALS, validationMessages.arrayMax(MAX_BULK_SERIALS)),
  equipment_model_id: zRecordId('Modelo'),
  project_id: zRecordId('Projeto'),
});
export type EquipmentBulkInput = z.input<typeof equipmentBulkSchema>;
export const BULK_RESULTS = ['CREATED', 'MOVED', 'UNCHANGED', 'ERROR'] as const;
export const equipmentBulkResultSchema = z.object({
  results: z.array(
    z.object({
      serial_number: z.string(),
      result: z.enum(BULK_RESULTS),
      message: z.string().nullable(),
    }),
  ),
});
export type EquipmentBulkResult = z.infer<typeof equipmentBulkResultSchema>;

// ---------- Terminals ----------

export const terminalModalitySchema = z.object({ id: z.number().int(), modality: z.string() });
export const supplierSchema = z.object({ supplier_name: z.string(), supplier_identifier: z.string() });
export type Supplier = z.infer<typeof supplierSchema>;

export const terminalAcquirerSchema = z.object({
  acquirer_name: z.string(),
  merchant_acquirer_code: z.string(),
  terminal_acquirer_code: z.string(),
  status: z.enum(['UNSENDED', 'WAITING_KEYS', 'ACTIVE', 'INACTIVE']),
});
export const terminalAcquirerBodySchema = z.object({
  acquirer_name: z
    .string({ error: validationMessages.required('Adquirente') })
    .trim()
    .min(1, validationMessages.required('Adquirente'))
    .max(60, validationMessages.max('Adquirente', 60)),
  merchant_acquirer_code: z
    .string({ error: validationMessages.required('Código do lojista na adquirente') })
    .trim()
    .min(1, validationMessages.required('Código do lojista na adquirente'))
    .max(40, validationMessages.max('Código do lojista na adquirente', 40)),
  terminal_acquirer_code: z
    .string({ error: validationMessages.required('Código do terminal na adquirente') })
    .trim()
    .min(1, validationMessages.required('Código do terminal na adquirente'))
    .max(40, validationMessages.max('Código do terminal na adquirente', 40)),
  status: z.enum(['UNSENDED', 'WAITING_KEYS', 'ACTIVE', 'INACTIVE']).default('UNSENDED'),
});
export type TerminalAcquirerInput = z.input<typeof terminalAcquirerBodySchema>;

/** Automatic rent settings of a terminal (spec core §3). */
export const rentSettingsSchema = z
  .object({
    /** Monthly cost of the modality, in cents. */
    modality_cost: z.coerce
      .number({ error: validationMessages.number('Custo da modalidade') })
      .int(validationMessages.number('Custo da modalidade'))
      .min(0, validationMessages.negative('Custo da modalidade'))
      .max(100_000_00, validationMessages.maxValue('Custo da modalidade', 100_000_00)),
    charge_day_of_month: z.coerce
      .number({ error: validationMessages.number('Dia da cobrança') })
      .int(validationMessages.number('Dia da cobrança'))
      .min(1, validationMessages.minValue('Dia da cobrança', 1))
      .max(28, validationMessages.maxValue('Dia da cobrança', 28)),
    grace_period_type: z.enum(GRACE_PERIOD_TYPES, { error: validationMessages.enum('Tipo de carência') }),
    grace_period: z.coerce
      .number({ error: validationMessages.number('Carência') })
      .int(validationMessages.number('Carência'))
      .min(0, validationMessages.minValue('Carência', 0))
      .max(MAX_GRACE_MONTHS, validationMessages.maxValue('Carência', MAX_GRACE_MONTHS))
      .default(0),
    automatic_rent_cycle: z.enum(RENT_CYCLES, { error: validationMessages.enum('Ciclo') }),
    terminal_modality_identifier: optionalId('Modalidade'),
    /** First day the rent runs (default: today). */
    start_date: z.preprocess(blank, isoDaySchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.grace_period_type === 'NONE' && value.grace_period !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['grace_period'],
        message: 'Sem carência: o campo Carência deve ser 0',
      });
    }
    if (
      value.grace_period_type === 'PRESET' &&
      !(PRESET_GRACE_PERIODS as readonly number[]).includes(value.grace_period)
    ) {
      ctx.addIssue({ code: 'custom', path: ['grace_period'], message: 'O campo Carência não é válido' });
    }
    if (value.grace_period_type === 'CUSTOM' && value.grace_period < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['grace_period'],
        message: validationMessages.minValue('Carência', 1),
      });
    }
  });
export type RentSettingsInput = z.input<typeof rentSettingsSchema>;
export type RentSettings = z.output<typeof rentSettingsSchema>;

export const rentSettingsViewSchema = z.object({
  modality_cost: z.number().int(),
  charge_day_of_month: z.number().int(),
  grace_period_type: z.enum(GRACE_PERIOD_TYPES),
  grace_period: z.number().int(),
  automatic_rent_cycle: z.enum(RENT_CYCLES),
  terminal_modality_identifier: z.number().int().nullable(),
  start_date: z.string(),
});

export const calculateRentQuerySchema = z.intersection(
  rentSettingsSchema,
  z.object({ terminal_id: optionalId('Terminal') }),
);

export const rentChargePreviewSchema = z.object({
  reference_month: z.string(),
  dt_start: z.string(),
  dt_end: z.string(),
  charge_date: z.string(),
  amount: z.number().int(),
  pro_rata: z.boolean(),
  grace: z.boolean(),
});
export type RentChargePreview = z.infer<typeof rentChargePreviewSchema>;
export const rentCalculationSchema = z.object({
  cycle_amount: z.number().int(),
  grace_until: z.string().nullable(),
  charges: z.array(rentChargePreviewSchema),
  first_year_total: z.number().int(),
});
export type RentCalculation = z.infer<typeof rentCalculationSchema>;

export const TERMINAL_ACTIONS = [
  'update',
  'block',
  'unblock',
  'inactivate',
  'associate_equipment',
  'disassociate_equipment',
  'acquirer',
] as const;
export type TerminalAction = (typeof TERMINAL_ACTIONS)[number];

/**
 * What staff may do with a terminal in its current state (docs/adr/0110). The server refuses
 * the rest with 409 and the console hides them.
 */
export function terminalActions(terminal: {
  status: TerminalStatus;
  blocked: boolean;
  has_equipment: boolean;
}): TerminalAction[] {
  const { status, blocked, has_equipment } = terminal;
  if (status === 'INACTIVE') return [];
  const actions: TerminalAction[] = ['update', 'inactivate', 'acquirer'];
  if (blocked) actions.push('unblock');
  else if (status !== 'IN_ANALYSIS') actions.push('block');
  if (!blocked && status === 'WAITING_EQUIPMENT_ASSOCIATION' && !has_equipment)
    actions.push('associate_equipment');
  if (!blocked && status === 'ACTIVE' && has_equipment) actions.push('disassociate_equipment');
  return actions;
}

export const terminalSchema = z.object({
  id: z.number().int(),
  terminal_code: z.string(),
  status: z.enum(TERMINAL_STATUS_VALUES),
  blocked: z.boolean(),
  supplier_identifier: z.string().nullable(),
  terminal_modality: terminalModalitySchema.nullable(),
  project: projectRef,
  merchant: z
    .object({ id: z.number().int(), merchant_name: z.string(), merchant_code: z.string() })
    .nullable(),
  equipment: z
    .object({ equipment_id: z.number().int(), serial_number: z.string(), model_label: z.string() })
    .nullable(),
  acquirer: terminalAcquirerSchema.nullable(),
  automatic_rent: rentSettingsViewSchema.nullable(),
  actions: z.array(z.enum(TERMINAL_ACTIONS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Terminal = z.infer<typeof terminalSchema>;

export const terminalFiltersSchema = z.object({
  terminal_code: optionalText(40),
  project: optionalId('Projeto'),
  /** Merchant code or part of its name. */
  merchant: optionalText(120),
  serial_number: optionalText(40),
  status: multiValue(z.enum(TERMINAL_STATUS_VALUES)),
  modality: multiValue(zRecordId('Modalidade')),
  blocked: multiValue(zBooleanish),
  supplier: multiValue(z.string().trim().min(1).max(40)),
});
export type TerminalFilters = z.output<typeof terminalFiltersSchema>;

const terminalCode = z
  .string({ error: validationMessages.required('Código do terminal') })
  .trim()
  .min(1, validationMessages.required('Código do terminal'))
  .max(40, validationMessages.max('Código do terminal', 40))
  .regex(/^[A-Za-z0-9-]+$/, 'O campo Código do terminal deve conter apenas letras, números e hífen');

export const terminalCreateSchema = z.object({
  terminal_code: terminalCode,
  project_id: zRecordId('Projeto'),
  merchant_id: optionalId('Lojista'),
  terminal_modality_id: optionalId('Modalidade'),
  supplier_identifier: optionalText(40),
});
export type TerminalCreateInput = z.input<typeof terminalCreateSchema>;

export const terminalUpdateSchema = z.object({
  merchant_id: z.preprocess(blank, zRecordId('Lojista').nullable().optional()),
  terminal_modality_id: z.preprocess(blank, zRecordId('Modalidade').nullable().optional()),
  supplier_identifier: z.preprocess(blank, z.string().trim().min(1).max(40).nullable().optional()),
  /** The terminal's automatic rent; null removes it. */
  automatic_rent: rentSettingsSchema.nullable().optional(),
});
export type TerminalUpdateInput = z.input<typeof terminalUpdateSchema>;

export const associateEquipmentSchema = z.object({ serial_number: serialNumberSchema });

// ---------- Supplier credentials ----------

export const supplierCredentialSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  terminal_id: z.number().int().nullable(),
  supplier_identifier: z.string(),
  supplier_name: z.string(),
  credential_type: z.string(),
  username: z.string(),
  status: z.enum(SUPPLIER_CREDENTIAL_STATUS_VALUES),
  created_by: z.string(),
  created_at: z.string(),
});
export type SupplierCredential = z.infer<typeof supplierCredentialSchema>;
export const supplierCredentialSecretSchema = supplierCredentialSchema.extend({ secret: z.string() });
export type SupplierCredentialSecret = z.infer<typeof supplierCredentialSecretSchema>;

export const supplierCredentialBodySchema = z.object({
  username: z
    .string({ error: validationMessages.required('Usuário') })
    .trim()
    .min(1, validationMessages.required('Usuário'))
    .max(120, validationMessages.max('Usuário', 120)),
  secret: z
    .string({ error: validationMessages.required('Segredo') })
    .min(1, validationMessages.required('Segredo'))
    .max(4000, validationMessages.max('Segredo', 4000)),
  credential_type: z.preprocess(blank, z.string().trim().min(1).max(40).default('API')),
});
export type SupplierCredentialInput = z.input<typeof supplierCredentialBodySchema>;

// ---------- Automatic rents ----------

export const automaticRentSchema = z.object({
  id: z.number().int(),
  terminal_id: z.number().int(),
  terminal_code: z.string(),
  project: projectRef,
  equipment_id: z.number().int().nullable(),
  serial_number: z.string().nullable(),
  charged_merchant: z.object({ id: z.number().int(), merchant_name: z.string() }).nullable(),
  owner_paid_merchant: z.object({ id: z.number().int(), merchant_name: z.string() }).nullable(),
  reference_month: z.string(),
  dt_start: z.string(),
  dt_end: z.string(),
  dt_payment_to_project: z.string().nullable(),
  dt_project_paid: z.string().nullable(),
  amount: z.number().int(),
  pro_rata: z.boolean(),
  status: z.enum(AUTOMATIC_RENT_STATUS_VALUES),
  error_message: z.string().nullable(),
});
export type AutomaticRent = z.infer<typeof automaticRentSchema>;

const optionalDay = z.preprocess(blank, isoDaySchema.optional());
export const automaticRentFiltersSchema = z.object({
  project_id: optionalId('Projeto'),
  dt_start_start: optionalDay,
  dt_start_end: optionalDay,
  dt_end_start: optionalDay,
  dt_end_end: optionalDay,
  dt_payment_to_project_start: optionalDay,
  dt_payment_to_project_end: optionalDay,
  dt_project_paid_start: optionalDay,
  dt_project_paid_end: optionalDay,
  automatic_rent_id: z.preprocess(blank, zRecordId('Id', Number.MAX_SAFE_INTEGER).optional()),
  terminal_id: optionalId('Terminal'),
  equipment_id: optionalId('Equipamento'),
  charged_merchant_id: optionalId('Lojista debitado'),
  owner_paid_merchant_id: optionalId('Lojista creditado'),
  pro_rata: z.preprocess(blank, zBooleanish.optional()),
  status: multiValue(z.enum(AUTOMATIC_RENT_STATUS_VALUES)),
});
export type AutomaticRentFilters = z.output<typeof automaticRentFiltersSchema>;
