/**
 * Onboarding: merchant external onboarding, account pre-registration queues, risk levels
 * and onboarding documents (spec core §4.3, §5; 2nd doc §3, §4, §9).
 */
import { defineEnum, type EnumOption, type Lang, opt, pickEnum } from './define.ts';

/** Labels of every onboarding status code, shared by merchants and pre-accounts. */
const ONBOARDING_STATUS_TABLE = {
  IN_ONBOARDING_LIGHT: { label: { pt: 'Em onboarding light', en: 'In light onboarding' }, color: 'blue' },
  // The code is misspelt at the source; it is kept as the services send it.
  IN_ONBORDING: { label: { pt: 'Em onboarding', en: 'In onboarding' }, color: 'blue' },
  VALIDATION_PROCESSING: {
    label: { pt: 'Validação em processamento', en: 'Validation processing' },
    color: 'blue',
  },
  VALIDATION_ANALYSIS: {
    label: { pt: 'Validação em análise', en: 'Validation in analysis' },
    color: 'yellow',
  },
  VALIDATION_PENDENT: { label: { pt: 'Validação pendente', en: 'Validation pending' }, color: 'yellow' },
  VALIDATION_APPROVED: { label: { pt: 'Validação aprovada', en: 'Validation approved' }, color: 'green' },
  VALIDATION_REPROVED: { label: { pt: 'Validação reprovada', en: 'Validation rejected' }, color: 'red' },
  IN_ANALYSIS_COMPLIANCE: {
    label: { pt: 'Em análise no compliance', en: 'In compliance analysis' },
    color: 'yellow',
  },
  APPROVED_COMPLIANCE: {
    label: { pt: 'Aprovado pelo compliance', en: 'Approved by compliance' },
    color: 'green',
  },
  IN_ANALYSIS_BACKOFFICE: {
    label: { pt: 'Em análise no backoffice', en: 'In back-office analysis' },
    color: 'yellow',
  },
  APPROVED_BACKOFFICE: {
    label: { pt: 'Aprovado pelo backoffice', en: 'Approved by back office' },
    color: 'green',
  },
  IN_FRAUD_PARTNER_ANALYSIS: {
    label: { pt: 'Em análise antifraude do parceiro', en: 'In fraud-partner analysis' },
    color: 'yellow',
  },
  IN_ANALYSIS_BANKING: {
    label: { pt: 'Em análise no banco parceiro', en: 'In partner-bank analysis' },
    color: 'yellow',
  },
  APPROVED_BANKING: {
    label: { pt: 'Aprovado pelo banco parceiro', en: 'Approved by partner bank' },
    color: 'green',
  },
  DOCUMENT_PHYSICAL_PERSON_REPROVED: {
    label: { pt: 'Documento de pessoa física reprovado', en: 'Individual document rejected' },
    color: 'red',
  },
  DOCUMENT_LEGAL_PERSON_REPROVED: {
    label: { pt: 'Documento de pessoa jurídica reprovado', en: 'Company document rejected' },
    color: 'red',
  },
  REGISTRATION_DATA_PHYSICAL_PERSON_INVALID: {
    label: { pt: 'Dados cadastrais de pessoa física inválidos', en: 'Invalid individual registration data' },
    color: 'red',
  },
  REGISTRATION_DATA_LEGAL_PERSON_INVALID: {
    label: { pt: 'Dados cadastrais de pessoa jurídica inválidos', en: 'Invalid company registration data' },
    color: 'red',
  },
  PENDENT: { label: { pt: 'Pendente', en: 'Pending' }, color: 'yellow' },
  REPROVED: { label: { pt: 'Reprovado', en: 'Rejected' }, color: 'red' },
  FINISHED: { label: { pt: 'Finalizado', en: 'Finished' }, color: 'green' },
} as const satisfies Record<string, Omit<EnumOption, 'value'>>;

/** Merchant external onboarding statuses (spec core §4.3). */
export const MERCHANT_ONBOARDING_STATUSES = pickEnum(ONBOARDING_STATUS_TABLE, [
  'IN_ONBOARDING_LIGHT',
  'IN_ONBORDING',
  'VALIDATION_PROCESSING',
  'VALIDATION_ANALYSIS',
  'VALIDATION_APPROVED',
  'VALIDATION_REPROVED',
  'IN_ANALYSIS_BACKOFFICE',
  'IN_FRAUD_PARTNER_ANALYSIS',
  'DOCUMENT_PHYSICAL_PERSON_REPROVED',
  'REGISTRATION_DATA_PHYSICAL_PERSON_INVALID',
  'REGISTRATION_DATA_LEGAL_PERSON_INVALID',
  'APPROVED_BACKOFFICE',
  'APPROVED_COMPLIANCE',
  'REPROVED',
  'FINISHED',
]);

/** Merchant onboarding status code. */
export type MerchantOnboardingStatus = (typeof MERCHANT_ONBOARDING_STATUSES.values)[number];

/** Onboarding documents may be uploaded only in these merchant statuses (spec core §4.3). */
export const DOCUMENT_UPLOAD_ALLOWED_STATUSES = [
  'IN_ONBOARDING_LIGHT',
  'IN_ONBORDING',
  'VALIDATION_PROCESSING',
  'VALIDATION_ANALYSIS',
  'IN_ANALYSIS_BACKOFFICE',
  'IN_FRAUD_PARTNER_ANALYSIS',
  'DOCUMENT_PHYSICAL_PERSON_REPROVED',
  'REGISTRATION_DATA_PHYSICAL_PERSON_INVALID',
  'REGISTRATION_DATA_LEGAL_PERSON_INVALID',
  'APPROVED_BACKOFFICE',
  'APPROVED_COMPLIANCE',
] as const satisfies readonly MerchantOnboardingStatus[];

/** True when a merchant in `status` may receive onboarding documents. */
export function canUploadOnboardingDocuments(status: string | null | undefined): boolean {
  return DOCUMENT_UPLOAD_ALLOWED_STATUSES.some((allowed) => allowed === status);
}

/** How the merchant form continues after looking a document up in onboarding. */
export const ONBOARDING_CASES = defineEnum([
  opt('MANUAL_INPUT', 'Cadastro manual', 'Manual input'),
  opt('ACCREDITATION_INPUT', 'Credenciamento', 'Accreditation input'),
  opt('MERCHANT_DENIED', 'Lojista negado', 'Merchant denied'),
  opt('MERCHANT_DENIED_TEMPORARILY', 'Lojista negado temporariamente', 'Merchant denied temporarily'),
]);

/** Outcome of an onboarding lookup. */
export type OnboardingCase = (typeof ONBOARDING_CASES.values)[number];

/**
 * The onboarding case of a merchant lookup (spec core §4.3): no status means manual
 * input; FINISHED or VALIDATION_APPROVED accreditation input; REPROVED or
 * VALIDATION_REPROVED merchant denied; any other status merchant denied temporarily.
 * The spec names "no status and no data" for manual input; a lookup with data but no
 * status is treated the same, as there is no status to deny on.
 */
export function onboardingCase(lookup: { status?: string | null } | null | undefined): OnboardingCase {
  const status = lookup?.status?.trim();
  if (!status) return 'MANUAL_INPUT';
  if (status === 'FINISHED' || status === 'VALIDATION_APPROVED') return 'ACCREDITATION_INPUT';
  if (status === 'REPROVED' || status === 'VALIDATION_REPROVED') return 'MERCHANT_DENIED';
  return 'MERCHANT_DENIED_TEMPORARILY';
}

/** Pre-account (account opening) statuses known to the queues (2nd doc §4). */
export const PRE_ACCOUNT_STATUSES = pickEnum(ONBOARDING_STATUS_TABLE, [
  'IN_ONBOARDING_LIGHT',
  'IN_ONBORDING',
  'PENDENT',
  'VALIDATION_PENDENT',
  'DOCUMENT_PHYSICAL_PERSON_REPROVED',
  'DOCUMENT_LEGAL_PERSON_REPROVED',
  'REGISTRATION_DATA_PHYSICAL_PERSON_INVALID',
  'REGISTRATION_DATA_LEGAL_PERSON_INVALID',
  'IN_ANALYSIS_COMPLIANCE',
  'APPROVED_COMPLIANCE',
  'IN_ANALYSIS_BACKOFFICE',
  'APPROVED_BACKOFFICE',
  'IN_FRAUD_PARTNER_ANALYSIS',
  'VALIDATION_ANALYSIS',
  'VALIDATION_PROCESSING',
  'IN_ANALYSIS_BANKING',
  'APPROVED_BANKING',
  'VALIDATION_APPROVED',
  'FINISHED',
  'REPROVED',
]);

/** Pre-account status code. */
export type PreAccountStatus = (typeof PRE_ACCOUNT_STATUSES.values)[number];

/**
 * Status groups the onboarding queues filter on (2nd doc §4). The in-analysis group also
 * holds IN_ANALYSIS_/APPROVED_ variants for a second partner bank whose name the spec
 * does not give; only the BANKING pair is listed. In-progress and abandoned counters use
 * the same statuses. Closed accounts are not defined by status.
 */
export const PRE_ACCOUNT_STATUS_GROUPS = {
  approved: ['FINISHED', 'VALIDATION_APPROVED'],
  pending: [
    'DOCUMENT_PHYSICAL_PERSON_REPROVED',
    'DOCUMENT_LEGAL_PERSON_REPROVED',
    'REGISTRATION_DATA_PHYSICAL_PERSON_INVALID',
    'REGISTRATION_DATA_LEGAL_PERSON_INVALID',
    'PENDENT',
    'VALIDATION_PENDENT',
  ],
  rejected: ['REPROVED'],
  analysis: [
    'IN_ANALYSIS_COMPLIANCE',
    'APPROVED_COMPLIANCE',
    'IN_ANALYSIS_BACKOFFICE',
    'APPROVED_BACKOFFICE',
    'IN_FRAUD_PARTNER_ANALYSIS',
    'VALIDATION_ANALYSIS',
    'VALIDATION_PROCESSING',
    'IN_ANALYSIS_BANKING',
    'APPROVED_BANKING',
  ],
  onboarding: ['IN_ONBORDING', 'IN_ONBOARDING_LIGHT'],
  abandoned: ['IN_ONBORDING', 'IN_ONBOARDING_LIGHT'],
} as const satisfies Record<string, readonly PreAccountStatus[]>;

/** Name of a pre-account status group. */
export type PreAccountStatusGroup = keyof typeof PRE_ACCOUNT_STATUS_GROUPS;

/** Risk levels; anything else is 'Não Classificado'. */
export const RISK_LEVELS = defineEnum([
  opt('LOW', 'Baixo', 'Low', 'green'),
  opt('MEDIUM', 'Médio', 'Medium', 'yellow'),
  opt('HIGH', 'Alto', 'High', 'red'),
]);

/** Label of a risk level, 'Não Classificado' for a missing or unknown level. */
export function riskLevelLabel(level: unknown, lang: Lang = 'pt'): string {
  const found = RISK_LEVELS.option(level);
  if (found) return found.label[lang];
  return lang === 'pt' ? 'Não Classificado' : 'Not classified';
}

/** Why an account is restricted. */
export const RESTRICTION_TYPES = defineEnum([
  opt('positive-list', 'Lista Positiva', 'Positive list'),
  opt('location', 'Localização', 'Location'),
]);

/** Product an account came through (originData.product). */
export const ONBOARDING_PRODUCTS = defineEnum([
  opt('default-onboarding', 'Onboarding Padrão', 'Standard onboarding'),
  opt('onboarding-light', 'Onboarding Light', 'Light onboarding'),
  opt('positive-list', 'Lista Positiva', 'Positive list'),
  opt('accreditation', 'Credenciamento', 'Accreditation'),
]);

/** Person types: individual (PF) and company (PJ). */
export const PERSON_TYPES = defineEnum([
  opt('PF', 'Pessoa física', 'Individual'),
  opt('PJ', 'Pessoa jurídica', 'Company'),
]);

/** Photo positions of a two-sided document. */
export const DOCUMENT_POSITIONS = defineEnum([
  opt('FRONT', 'Frente', 'Front'),
  opt('VERSE', 'Verso', 'Back'),
]);

/** Whose name a proof of residence is in. */
export const DOCUMENT_OWNERSHIPS = defineEnum([
  opt('OWNER', 'Titular', 'Owner'),
  opt('SPOUSE', 'Cônjuge', 'Spouse'),
  opt('PARENT', 'Pai ou mãe', 'Father or mother'),
  opt('SIBLING', 'Irmão ou irmã', 'Brother or sister'),
]);

/** Upload progress of one onboarding document. */
export const DOCUMENT_UPLOAD_STATES = defineEnum([
  opt('sending', 'Enviando', 'Sending', 'blue'),
  opt('sent', 'Enviado', 'Sent', 'green'),
  opt('error', 'Erro', 'Error', 'red'),
]);

/** Onboarding document type codes. */
export const ONBOARDING_DOCUMENT_TYPES = defineEnum([
  opt('CNH', 'CNH', 'Driving licence (CNH)'),
  opt('RG', 'RG', 'Identity card (RG)'),
  opt('RNE', 'RNE', 'Foreigner registration (RNE)'),
  opt('PROOF_OF_RESIDENCE', 'Comprovante de residência', 'Proof of residence'),
  opt('CNPJ', 'Cartão CNPJ', 'CNPJ card'),
  opt('SOCIAL_CONTRACT', 'Contrato social', 'Articles of association'),
  opt('CCMEI', 'CCMEI', 'MEI certificate (CCMEI)'),
  opt(
    'PROOF_OF_ESTABLISHMENT_ADDRESS',
    'Comprovante de endereço do estabelecimento',
    'Proof of business address',
  ),
  opt('MEETING_MINUTES', 'Ata de reunião', 'Meeting minutes'),
  opt('POWER_OF_ATTORNEY', 'Procuração', 'Power of attorney'),
  opt('MEI_OPENING_TERMS', 'Termo de abertura MEI', 'MEI opening terms'),
  opt(
    'PEP_DECLARATION',
    'Declaração de pessoa politicamente exposta',
    'Politically exposed person declaration',
  ),
]);

/** Onboarding document type code. */
export type OnboardingDocumentType = (typeof ONBOARDING_DOCUMENT_TYPES.values)[number];

/** What a document type requires (spec core §5 "Onboarding document types"). */
export interface OnboardingDocumentRule {
  readonly type: OnboardingDocumentType;
  /** Types accepted in its place. */
  readonly alternatives: readonly OnboardingDocumentType[];
  readonly personTypes: readonly ('PF' | 'PJ')[];
  readonly required: boolean;
  /** Two positions (front and back) make two entries sharing a group. */
  readonly positions: readonly ('FRONT' | 'VERSE')[];
  /** Asks whose name the document is in. */
  readonly hasOwnership: boolean;
}

/** The onboarding document checklist by type. */
export const ONBOARDING_DOCUMENT_RULES: readonly OnboardingDocumentRule[] = [
  {
    type: 'CNH',
    alternatives: ['RG', 'RNE'],
    personTypes: ['PF', 'PJ'],
    required: true,
    positions: ['FRONT', 'VERSE'],
    hasOwnership: false,
  },
  {
    type: 'PROOF_OF_RESIDENCE',
    alternatives: [],
    personTypes: ['PF'],
    required: true,
    positions: ['FRONT'],
    hasOwnership: true,
  },
  {
    type: 'CNPJ',
    alternatives: [],
    personTypes: ['PJ'],
    required: true,
    positions: ['FRONT'],
    hasOwnership: false,
  },
  {
    type: 'SOCIAL_CONTRACT',
    alternatives: ['CCMEI'],
    personTypes: ['PJ'],
    required: true,
    positions: ['FRONT'],
    hasOwnership: false,
  },
  {
    type: 'PROOF_OF_ESTABLISHMENT_ADDRESS',
    alternatives: [],
    personTypes: ['PJ'],
    required: true,
    positions: ['FRONT'],
    hasOwnership: false,
  },
  {
    type: 'MEETING_MINUTES',
    alternatives: [],
    personTypes: ['PJ'],
    required: false,
    positions: ['FRONT'],
    hasOwnership: false,
  },
  {
    type: 'POWER_OF_ATTORNEY',
    alternatives: [],
    personTypes: ['PJ'],
    required: false,
    positions: ['FRONT'],
    hasOwnership: false,
  },
  {
    type: 'MEI_OPENING_TERMS',
    alternatives: [],
    personTypes: ['PJ'],
    required: false,
    positions: ['FRONT'],
    hasOwnership: false,
  },
  {
    type: 'PEP_DECLARATION',
    alternatives: [],
    personTypes: ['PF', 'PJ'],
    required: false,
    positions: ['FRONT'],
    hasOwnership: false,
  },
];

/** Document rules that apply to a person type. */
export function onboardingDocumentsFor(personType: 'PF' | 'PJ'): readonly OnboardingDocumentRule[] {
  return ONBOARDING_DOCUMENT_RULES.filter((rule) => rule.personTypes.includes(personType));
}

/** Review status of an account document (the chip on each document of the account review). */
export const ACCOUNT_DOCUMENT_STATUSES = defineEnum([
  opt('PENDING', 'Pendente', 'Pending', 'yellow'),
  opt('APPROVED', 'Aprovado', 'Approved', 'green'),
  opt('REPROVED', 'Reprovado', 'Rejected', 'red'),
]);

/** Document types an applicant uploads while opening an account (unknown types show as sent). */
export const ACCOUNT_DOCUMENT_TYPES = defineEnum([
  opt('RG_FRENTE', 'RG (frente)', 'Identity card (front)'),
  opt('RG_VERSO', 'RG (verso)', 'Identity card (back)'),
  opt('CNH_FRENTE', 'CNH (frente)', 'Driving licence (front)'),
  opt('CNH_VERSO', 'CNH (verso)', 'Driving licence (back)'),
  opt('SELFIE', 'Selfie', 'Selfie'),
  opt('COMPROVANTE_RESIDENCIA', 'Comprovante de residência', 'Proof of residence'),
  opt('CARTAO_CNPJ', 'Cartão CNPJ', 'CNPJ card'),
  opt('CONTRATO_SOCIAL', 'Contrato social', 'Articles of association'),
]);

/** Decisions recorded in a pre-account's analysis entries (ADR 0180). */
export const ANALYSIS_DECISION_LABELS = defineEnum([
  opt('SEND_TO_ANALYSIS', 'Enviada para análise', 'Sent to analysis'),
  opt('RESEND', 'Reenviada', 'Resent'),
  opt('APPROVE', 'Aprovada', 'Approved'),
  opt('REPROVE', 'Reprovada', 'Rejected'),
  opt('ASSIGN', 'Assumida', 'Assigned'),
  opt('RELEASE', 'Liberada', 'Released'),
  opt('SEND_BACK', 'Devolvida ao cliente', 'Sent back to the applicant'),
  opt('MIGRATION', 'Migrada', 'Migrated'),
]);

/**
 * Limit types of a payment account's limits history (unknown types show their code). Pix limits
 * differ by day and night (20:00 to 06:00), as the Central Bank's night-time rule sets them apart.
 */
export const ACCOUNT_LIMIT_TYPES = defineEnum([
  opt('PIX_DIURNO', 'Pix diurno', 'Pix (daytime)'),
  opt('PIX_NOTURNO', 'Pix noturno', 'Pix (night-time)'),
]);

/** Status of a payment account. */
export const PAYMENT_ACCOUNT_STATUSES = defineEnum([
  opt('ACTIVE', 'Ativa', 'Active', 'green'),
  opt('BLOCKED', 'Bloqueada', 'Blocked', 'red'),
  opt('CLOSED', 'Encerrada', 'Closed', 'gray'),
]);
