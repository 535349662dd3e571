import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_RENT_STATUSES,
  BILLET_FEE_TYPES,
  BLOCK_TYPES,
  CARD_BRAND_IDS,
  CARD_BRANDS,
  canUploadOnboardingDocuments,
  DOCUMENT_UPLOAD_ALLOWED_STATUSES,
  ENUMS,
  labelOf,
  MERCHANT_ONBOARDING_STATUSES,
  ONBOARDING_PRODUCTS,
  OPERATIONS,
  onboardingCase,
  onboardingDocumentsFor,
  PRE_ACCOUNT_STATUS_GROUPS,
  PRE_ACCOUNT_STATUSES,
  REMITTANCE_STATUSES,
  RISK_LEVELS,
  riskLevelLabel,
  SCHEDULED_TRANSACTION_TYPES,
  SETTLEMENT_RESTRICTIONS,
  STATUS_FAMILIES,
  SYNC_STATUS_OPTIONS,
  TRANSACTION_STATUSES,
  YES_NO_BOOLEAN,
} from './index.ts';

describe('transaction statuses (core §4.2)', () => {
  it('have the exact Portuguese labels', () => {
    expect(TRANSACTION_STATUSES.options.map((o) => [o.value, o.label.pt])).toEqual([
      ['IN_ANALISYS', 'EM ANÁLISE'],
      ['PRE_AUTHORIZED', 'PRÉ-AUTORIZADA'],
      ['PARTIAL_CAPTURED', 'PARCIALMENTE CAPTURADA'],
      ['CONFIRMED', 'CONFIRMADA'],
      ['CANCELLED', 'ESTORNADA/CANCELADA'],
      ['DENIED', 'NEGADA'],
      ['PENDING', 'PENDENTE'],
    ]);
  });

  it('validate with zod', () => {
    expect(TRANSACTION_STATUSES.schema.parse('CONFIRMED')).toBe('CONFIRMED');
    expect(TRANSACTION_STATUSES.schema.safeParse('IN_ANALYSIS').success).toBe(false);
  });
});

describe('labelOf', () => {
  it('finds labels in both languages', () => {
    expect(labelOf('transactionStatus', 'CONFIRMED')).toBe('CONFIRMADA');
    expect(labelOf('transactionStatus', 'CANCELLED', 'en')).toBe('REVERSED/CANCELLED');
    expect(labelOf('settlementRestriction', 'REQUIRED_DIGITAL_ACCOUNT')).toBe('Conta Digital Obrigatória');
    expect(labelOf('settlementRestriction', 'WITHOUT_DIGITAL_ACCOUNT')).toBe('Conta Bancária Obrigatória');
    expect(labelOf('cardArrangement', 'VCD')).toBe('Visa Débito');
    expect(labelOf('cardArrangement', 'HCC', 'en')).toBe('HiperCard Credit');
    expect(labelOf('infractionType', 'REFUND_REQUEST')).toBe('Solicitação de devolução');
    expect(labelOf('anticipationRateRunStatus', 'PARTIAL_FINISHED')).toBe('Concluido parcialmente');
    expect(labelOf('deviceStatus', 'UNAUTHORIZED')).toBe('Não Autorizado');
    expect(labelOf('billetStatus', 'WAITING_RETURN')).toBe('Registrado');
    expect(labelOf('medStatus', 'WAITING_RESOLUTION')).toBe('Aguardando Resolução');
    expect(labelOf('infractionReportedBy', 'CREDITED_PARTICIPANT')).toBe('Participante Creditado');
    expect(labelOf('infractionTransactionResult', 'REJECTED_PAYEE')).toBe('Rejeitado pelo creditado');
    expect(labelOf('syncChangeType', 'R')).toBe('Recriação');
    expect(labelOf('paymentDestination', 'R')).toBe('Cartão pré-pago');
    expect(labelOf('bankAccountType', 'S')).toBe('Poupança');
  });

  it('matches numeric codes given as text', () => {
    expect(labelOf('cardBrand', 2)).toBe('VISA');
    expect(labelOf('cardBrand', '5')).toBe('AMEX');
    expect(labelOf('arrangementId', 7)).toBe('HCC');
    expect(labelOf('syncStatusOption', '4')).toBe('Impossibilitado de Sincronizar');
    expect(labelOf('blockType', 23)).toBe('Não capturada na adquirente');
  });

  it('returns the raw code when unknown and empty text for nothing', () => {
    expect(labelOf('transactionStatus', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(labelOf('cardBrand', 99)).toBe('99');
    expect(labelOf('cardBrand', null)).toBe('');
  });
});

describe('numeric and boolean families', () => {
  it('card brands map names to ids', () => {
    expect(CARD_BRAND_IDS).toEqual({ MASTERCARD: 1, VISA: 2, ELO: 3, HIPERCARD: 4, AMEX: 5 });
    for (const [name, id] of Object.entries(CARD_BRAND_IDS)) expect(CARD_BRANDS.label(id)).toBe(name);
    expect(CARD_BRANDS.schema.parse(3)).toBe(3);
    expect(CARD_BRANDS.schema.safeParse('3').success).toBe(false);
    expect(CARD_BRANDS.parse('3')).toBe(3);
  });

  it('operations are debit 0, cash credit 1, instalments 2-12 and billet 17', () => {
    expect(OPERATIONS.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17]);
    expect(OPERATIONS.label(0)).toBe('Débito');
    expect(OPERATIONS.label(1)).toBe('Crédito à vista');
    expect(OPERATIONS.label(12)).toBe('Crédito Parcelado 12x');
    expect(OPERATIONS.label(17)).toBe('Boleto');
  });

  it('sync status options keep the spec order', () => {
    expect(SYNC_STATUS_OPTIONS.values).toEqual([0, 3, 1, 2, 4]);
    expect(SYNC_STATUS_OPTIONS.label(3)).toBe('Aguardando Resposta');
  });

  it('block types cover 23 codes', () => {
    expect(BLOCK_TYPES.values).toHaveLength(23);
    expect(BLOCK_TYPES.label(18)).toBe('Valor retido de chargeback');
  });

  it('every block type has its own name in both languages', () => {
    const pt = BLOCK_TYPES.options.map((o) => o.label.pt);
    const en = BLOCK_TYPES.options.map((o) => o.label.en);
    expect(new Set(pt).size).toBe(23);
    expect(new Set(en).size).toBe(23);
    expect(pt.filter((l) => /Tipo de bloqueio \d/.test(l))).toEqual([]);
    expect(en.filter((l) => /Block type \d/.test(l))).toEqual([]);
    expect(BLOCK_TYPES.label(4)).toBe('Ordem judicial');
    expect(BLOCK_TYPES.label(16, 'en')).toBe('Regulatory order');
  });

  it('billet fee types 2 and 4 are disabled', () => {
    expect(BILLET_FEE_TYPES.options.filter((o) => o.disabled).map((o) => o.value)).toEqual([2, 4]);
  });

  it('yes/no booleans', () => {
    expect(YES_NO_BOOLEAN.label(true)).toBe('Sim');
    expect(YES_NO_BOOLEAN.label('false')).toBe('Não');
    expect(YES_NO_BOOLEAN.schema.parse(false)).toBe(false);
  });
});

describe('every family', () => {
  it('has pt and en labels and unique codes', () => {
    for (const [family, def] of Object.entries(ENUMS)) {
      const keys = def.options.map((o) => String(o.value));
      expect(new Set(keys).size, family).toBe(keys.length);
      for (const option of def.options) {
        expect(option.label.pt.trim(), `${family}.${String(option.value)}`).not.toBe('');
        expect(option.label.en.trim(), `${family}.${String(option.value)}`).not.toBe('');
      }
    }
  });

  it('status families give every option a colour', () => {
    for (const family of STATUS_FAMILIES) {
      for (const option of ENUMS[family].options) {
        expect(option.color, `${family}.${String(option.value)}`).toMatch(/^(green|red|yellow|blue|gray)$/);
      }
    }
  });
});

describe('scheduled transaction types', () => {
  it('are the fallback list with an "all" entry', () => {
    expect(SCHEDULED_TRANSACTION_TYPES.values).toEqual([
      'all',
      'PIX',
      'TED',
      'TED_ON_US',
      'BILLET',
      'RECHARGE',
    ]);
    expect(SCHEDULED_TRANSACTION_TYPES.label('all')).toBe('Todos');
  });
});

describe('automatic rent statuses', () => {
  it('accept both spellings of the scheduled charge', () => {
    expect(AUTOMATIC_RENT_STATUSES.label('MERCHANT_CHARGE_SCHEDULED')).toBe(
      AUTOMATIC_RENT_STATUSES.label('AUTOMATIC_RENT_MERCHANT_CHARGE_SCHEDULED'),
    );
  });
});

describe('onboarding', () => {
  it('decides the lookup case', () => {
    expect(onboardingCase(null)).toBe('MANUAL_INPUT');
    expect(onboardingCase({})).toBe('MANUAL_INPUT');
    expect(onboardingCase({ status: '' })).toBe('MANUAL_INPUT');
    expect(onboardingCase({ status: 'FINISHED' })).toBe('ACCREDITATION_INPUT');
    expect(onboardingCase({ status: 'VALIDATION_APPROVED' })).toBe('ACCREDITATION_INPUT');
    expect(onboardingCase({ status: 'REPROVED' })).toBe('MERCHANT_DENIED');
    expect(onboardingCase({ status: 'VALIDATION_REPROVED' })).toBe('MERCHANT_DENIED');
    expect(onboardingCase({ status: 'IN_ANALYSIS_BACKOFFICE' })).toBe('MERCHANT_DENIED_TEMPORARILY');
    expect(onboardingCase({ status: 'ANYTHING' })).toBe('MERCHANT_DENIED_TEMPORARILY');
  });

  it('allows document upload only in the listed statuses', () => {
    expect(DOCUMENT_UPLOAD_ALLOWED_STATUSES).toHaveLength(11);
    expect(canUploadOnboardingDocuments('IN_ONBORDING')).toBe(true);
    expect(canUploadOnboardingDocuments('APPROVED_COMPLIANCE')).toBe(true);
    expect(canUploadOnboardingDocuments('FINISHED')).toBe(false);
    expect(canUploadOnboardingDocuments('REPROVED')).toBe(false);
    expect(canUploadOnboardingDocuments('VALIDATION_REPROVED')).toBe(false);
    expect(canUploadOnboardingDocuments(null)).toBe(false);
  });

  it('merchant onboarding statuses are the 15 of core §4.3', () => {
    expect(MERCHANT_ONBOARDING_STATUSES.values).toHaveLength(15);
    expect(MERCHANT_ONBOARDING_STATUSES.schema.safeParse('PENDENT').success).toBe(false);
    expect(PRE_ACCOUNT_STATUSES.schema.safeParse('PENDENT').success).toBe(true);
    expect(MERCHANT_ONBOARDING_STATUSES.label('FINISHED')).toBe(PRE_ACCOUNT_STATUSES.label('FINISHED'));
  });

  it('groups pre-account statuses for the queues', () => {
    expect(PRE_ACCOUNT_STATUS_GROUPS.approved).toEqual(['FINISHED', 'VALIDATION_APPROVED']);
    expect(PRE_ACCOUNT_STATUS_GROUPS.rejected).toEqual(['REPROVED']);
    expect(PRE_ACCOUNT_STATUS_GROUPS.pending).toHaveLength(6);
    expect(PRE_ACCOUNT_STATUS_GROUPS.onboarding).toEqual(PRE_ACCOUNT_STATUS_GROUPS.abandoned);
    const grouped = Object.values(PRE_ACCOUNT_STATUS_GROUPS).flat();
    for (const status of grouped) expect(PRE_ACCOUNT_STATUSES.parse(status)).toBe(status);
  });

  it('labels risk levels, unknown ones as not classified', () => {
    expect(RISK_LEVELS.values).toEqual(['LOW', 'MEDIUM', 'HIGH']);
    expect(riskLevelLabel('MEDIUM')).toBe('Médio');
    expect(riskLevelLabel('HIGH', 'en')).toBe('High');
    expect(riskLevelLabel('EXTREME')).toBe('Não Classificado');
    expect(riskLevelLabel(null)).toBe('Não Classificado');
  });

  it('labels products as in 2nd doc §9', () => {
    expect(ONBOARDING_PRODUCTS.label('default-onboarding')).toBe('Onboarding Padrão');
    expect(ONBOARDING_PRODUCTS.label('accreditation')).toBe('Credenciamento');
  });

  it('lists documents per person type', () => {
    expect(onboardingDocumentsFor('PF').map((d) => d.type)).toEqual([
      'CNH',
      'PROOF_OF_RESIDENCE',
      'PEP_DECLARATION',
    ]);
    const pj = onboardingDocumentsFor('PJ');
    expect(pj.filter((d) => d.required).map((d) => d.type)).toEqual([
      'CNH',
      'CNPJ',
      'SOCIAL_CONTRACT',
      'PROOF_OF_ESTABLISHMENT_ADDRESS',
    ]);
    expect(pj.find((d) => d.type === 'SOCIAL_CONTRACT')?.alternatives).toEqual(['CCMEI']);
  });
});

describe('settlement restrictions', () => {
  it('have the three spec labels', () => {
    expect(SETTLEMENT_RESTRICTIONS.options.map((o) => o.label.pt)).toEqual([
      'Conta Digital Obrigatória',
      'Conta Bancária Obrigatória',
      'Conta Digital Flexível',
    ]);
  });
});

describe('REMITTANCE_STATUSES', () => {
  it("names the bank's answer to a remittance in both languages", () => {
    expect(REMITTANCE_STATUSES.label('PAID', 'pt')).toBe('Paga');
    expect(REMITTANCE_STATUSES.label('FAIL', 'en')).toBe('Failed');
    expect(REMITTANCE_STATUSES.values).toEqual(['SENT', 'PAID', 'FAIL']);
  });
});
