import { describe, expect, it } from 'vitest';
import { labelOf } from './common/enums/index.ts';
import {
  accountBlacklistBodySchema,
  closedAccountListQuerySchema,
  remainingBalanceBodySchema,
} from './onboarding.ts';

describe('closed accounts list query', () => {
  it('defaults to page 1, 10 per page, oldest registration first, and sends the document as digits', () => {
    expect(closedAccountListQuerySchema.parse({ cpf: '529.982.247-25' })).toMatchObject({
      page: 1,
      limit: 10,
      sortBy: 'dateRegister',
      sortOrder: 'ASC',
      cpf: '52998224725',
    });
  });

  it('refuses a date that is not a calendar day', () => {
    expect(closedAccountListQuerySchema.safeParse({ closedAt_start: '2026-02-30' }).success).toBe(false);
  });
});

describe('remaining-balance transfer body', () => {
  const valid = {
    uuidAccountPayment: '1c2d3e4f-0000-4000-8000-000000000007',
    uuidWhiteLabel: '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e01',
    bankCode: '341',
    agency: '1234',
    accountNumber: '56789-0',
    holderDocument: '529.982.247-25',
    holderName: 'Titular',
  };

  it('keeps the holder document as digits', () => {
    expect(remainingBalanceBodySchema.parse(valid).holderDocument).toBe('52998224725');
  });

  it.each([
    ['bankCode', '34', 'Código do banco com 3 dígitos.'],
    ['agency', '12a', 'Agência com até 5 dígitos.'],
    ['holderDocument', '111.111.111-11', 'CPF/CNPJ inválido.'],
    ['holderName', '  ', 'Informe o titular.'],
  ])('refuses %s %j with its message', (field, value, message) => {
    const result = remainingBalanceBodySchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });
});

describe('account blacklist body', () => {
  it('asks for the block reason', () => {
    const result = accountBlacklistBodySchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Escolha o motivo do bloqueio.');
  });
});

describe('onboarding labels', () => {
  it('labels document review statuses, decisions and account statuses in both languages', () => {
    expect(labelOf('accountDocumentStatus', 'REPROVED')).toBe('Reprovado');
    expect(labelOf('accountDocumentStatus', 'REPROVED', 'en')).toBe('Rejected');
    expect(labelOf('analysisDecision', 'SEND_TO_ANALYSIS')).toBe('Enviada para análise');
    expect(labelOf('paymentAccountStatus', 'CLOSED')).toBe('Encerrada');
    expect(labelOf('accountDocumentType', 'COMPROVANTE_RESIDENCIA')).toBe('Comprovante de residência');
  });
});
