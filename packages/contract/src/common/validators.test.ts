import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidDocument,
  isValidPhone,
  parseBoolean,
  zBrMoney,
  zBrMoneyCents,
  zBrNumber,
  zCep,
  zCpfCnpj,
  zDateBr,
  zDateIso,
  zDocument,
  zEmail,
  zPhone,
  zRecordId,
  zRequiredDateRange,
} from './validators.ts';

const VALID_CPFS = ['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05'];
const VALID_CNPJS = ['11.222.333/0001-81', '11222333000181', '11.444.777/0001-61', '04.252.011/0001-10'];

describe('CPF and CNPJ check digits', () => {
  it.each(VALID_CPFS)('accepts the CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(VALID_CNPJS)('accepts the CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('rejects a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
  });

  it('rejects all-equal digits although their check digits add up', () => {
    for (let d = 0; d <= 9; d += 1) {
      expect(isValidCpf(String(d).repeat(11))).toBe(false);
      expect(isValidCnpj(String(d).repeat(14))).toBe(false);
    }
  });

  it('rejects wrong lengths', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
});

describe('cpf_cnpj check', () => {
  const message = (value: string, field = 'CPF/CNPJ') => {
    const result = zCpfCnpj(field).safeParse(value);
    return result.success ? true : result.error.issues[0]?.message;
  };

  it('treats up to 14 characters as a CPF and longer text as a CNPJ', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    // 14 characters of a masked CPF shape but CNPJ digits: read as a CPF, so invalid.
    expect(message('11.222.333/000')).toBe('CPF/CNPJ não é valido');
  });

  it('tells bare digits apart by their count', () => {
    expect(isValidCpfCnpj('52998224725')).toBe(true);
    expect(isValidCpfCnpj('11222333000181')).toBe(true);
    expect(isValidCpfCnpj('11222333000182')).toBe(false);
  });

  it('uses the spec message verbatim', () => {
    expect(message('111.111.111-11')).toBe('CPF/CNPJ não é valido');
    expect(message('00.000.000/0000-00', 'Documento')).toBe('Documento não é valido');
  });
});

describe('isValidDocument', () => {
  it('accepts valid 11 or 14 digit documents after stripping', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument(' 11222333000181 ')).toBe(true);
  });

  it('rejects other digit counts and bad check digits', () => {
    expect(isValidDocument('1234567890')).toBe(false);
    expect(isValidDocument('123456789012')).toBe(false);
    expect(isValidDocument('529.982.247-26')).toBe(false);
    expect(isValidDocument(null)).toBe(false);
    expect(isValidDocument('')).toBe(false);
  });
});

describe('required_date (zRequiredDateRange)', () => {
  const message = (value: unknown) => {
    const result = zRequiredDateRange('Período').safeParse(value);
    return result.success ? true : result.error.issues.map((issue) => issue.message);
  };

  it('needs a valid start and end', () => {
    expect(message({ start: '2024-01-01', end: '2024-01-31' })).toBe(true);
    expect(message(['01/01/2024', '31/01/2024'])).toBe(true);
    expect(message({ start: '', end: '2024-01-31' })).toEqual(['O campo Período deve ter uma data inicial']);
    expect(message({ start: '2024-01-01', end: null })).toEqual(['O campo Período deve ter uma data final']);
    expect(message({ start: '2024-02-30', end: '2024-03-01' })).toEqual([
      'O campo Período deve ter uma data inicial',
    ]);
    expect(message(null)).toEqual(['O campo Período deve ter uma data inicial']);
  });
});

describe('phone', () => {
  it.each(['(11) 98765-4321', '(11) 3333-4444', '(11)3333-4444', '11 98765-4321', '98765-4321', '3333-4444'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each(['11987654321', '(11) 987654-4321', '333-4444', '(1) 3333-4444', 'abcd-efgh'])(
    'rejects %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('parseBoolean', () => {
  it('reads the usual spellings', () => {
    expect(parseBoolean('TRUE')).toBe(true);
    expect(parseBoolean('0')).toBe(false);
    expect(parseBoolean(false)).toBe(false);
    expect(parseBoolean('yes')).toBeNull();
    expect(parseBoolean(null)).toBeNull();
  });
});

describe('zod helpers', () => {
  function messageOf(result: { success: boolean; error?: z.ZodError }): string | undefined {
    return result.error?.issues[0]?.message;
  }

  it('zCpfCnpj keeps the digits and uses the rule message', () => {
    expect(zCpfCnpj('Documento').parse('529.982.247-25')).toBe('52998224725');
    expect(zCpfCnpj().parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(messageOf(zCpfCnpj('Documento').safeParse('529.982.247-26'))).toBe('Documento não é valido');
    expect(messageOf(zCpfCnpj('Documento').safeParse(''))).toBe('O campo Documento é obrigatório');
    expect(messageOf(zCpfCnpj('Documento').safeParse(undefined))).toBe('O campo Documento é obrigatório');
  });

  it('zDocument checks 11 or 14 digits', () => {
    expect(zDocument().parse(' 11222333000181')).toBe('11222333000181');
    expect(zDocument('CPF').safeParse('123').success).toBe(false);
  });

  it('zBrNumber, zBrMoney and zBrMoneyCents parse Brazilian amounts', () => {
    expect(zBrNumber().parse('1.234,56')).toBe(1234.56);
    expect(zBrNumber().parse(7)).toBe(7);
    expect(messageOf(zBrNumber('Taxa').safeParse('abc'))).toBe('O campo Taxa deve ser um número válido');
    expect(zBrMoney().parse('R$ 10,555')).toBe(10.56);
    expect(messageOf(zBrMoney('Valor').safeParse('-1,00'))).toBe('O campo Valor não pode ser negativo');
    expect(zBrMoneyCents().parse('R$ 1.234,56')).toBe(123456);
    expect(zBrMoneyCents().parse(0.1)).toBe(10);
  });

  it('zEmail, zPhone, zDateBr, zDateIso and zCep', () => {
    expect(zEmail().parse(' ana@example.com ')).toBe('ana@example.com');
    expect(messageOf(zPhone().safeParse('123'))).toBe('Número de telefone inválido');
    expect(zDateBr().parse('01/02/2024')).toBe('01/02/2024');
    expect(messageOf(zDateBr().safeParse('31/02/2024'))).toBe('Data inválida');
    expect(zDateIso().safeParse('2024-02-01').success).toBe(true);
    expect(zCep().parse('01310-100')).toBe('01310100');
    expect(messageOf(zCep().safeParse('0131-01'))).toBe('CEP inválido: 013101');
  });
});

describe('zRecordId', () => {
  const messages = (value: unknown) => {
    const result = zRecordId('Projeto').safeParse(value);
    return result.success ? result.data : result.error.issues.map((issue) => issue.message);
  };

  it('calls an empty choice missing, and a bad number a bad number', () => {
    expect(messages('')).toEqual(['O campo Projeto é obrigatório']);
    expect(messages(null)).toEqual(['O campo Projeto é obrigatório']);
    expect(messages(undefined)).toEqual(['O campo Projeto é obrigatório']);
    expect(messages('abc')).toEqual(['O campo Projeto deve ser um número válido']);
    expect(messages('0')).toEqual(['O campo Projeto deve ser maior ou igual a 1']);
    expect(messages('12')).toBe(12);
    expect(zRecordId('Projeto').optional().safeParse(undefined).success).toBe(true);
  });
});
