import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidDocument,
  parseBoolean,
  parseRules,
  type RuleSpec,
  validate,
  validators,
  withRules,
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

describe('cpf_cnpj rule', () => {
  const rule = (value: unknown) => validators.cpf_cnpj(value, undefined, 'CPF/CNPJ');

  it('treats up to 14 characters as a CPF and longer text as a CNPJ', () => {
    expect(rule('529.982.247-25')).toBe(true);
    expect(rule('11.222.333/0001-81')).toBe(true);
    // 14 characters of a masked CPF shape but CNPJ digits: read as a CPF, so invalid.
    expect(rule('11.222.333/000')).toBe('CPF/CNPJ não é valido');
  });

  it('tells bare digits apart by their count', () => {
    expect(rule('52998224725')).toBe(true);
    expect(rule('11222333000181')).toBe(true);
    expect(isValidCpfCnpj('11222333000182')).toBe(false);
  });

  it('uses the spec message verbatim', () => {
    expect(rule('111.111.111-11')).toBe('CPF/CNPJ não é valido');
    expect(validators.cpf_cnpj('00.000.000/0000-00', undefined, 'Documento')).toBe('Documento não é valido');
  });

  it('lets an empty value through (required decides)', () => {
    expect(rule('')).toBe(true);
    expect(rule(null)).toBe(true);
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

describe('standard rules', () => {
  it('required', () => {
    expect(validators.required('', undefined, 'Nome')).toBe('O campo Nome é obrigatório');
    expect(validators.required('   ', undefined, 'Nome')).toBe('O campo Nome é obrigatório');
    expect(validators.required(null, undefined, 'Nome')).toBe('O campo Nome é obrigatório');
    expect(validators.required([], undefined, 'Status')).toBe('O campo Status é obrigatório');
    expect(validators.required('Ana', undefined, 'Nome')).toBe(true);
    expect(validators.required(0, undefined, 'Quantidade')).toBe(true);
    expect(validators.required(false, undefined, 'Ativo')).toBe(true);
  });

  it('email', () => {
    expect(validators.email('ana@example.com.br', undefined, 'E-mail')).toBe(true);
    expect(validators.email('ana@', undefined, 'E-mail')).toBe('O campo E-mail deve ser um e-mail válido');
    expect(validators.email('ana example@x.com', undefined, 'E-mail')).toBe(
      'O campo E-mail deve ser um e-mail válido',
    );
  });

  it('confirmed', () => {
    const params = { target: 'segredo1', targetLabel: 'Senha' };
    expect(validators.confirmed('segredo1', params, 'Confirmação')).toBe(true);
    expect(validators.confirmed('segredo2', params, 'Confirmação')).toBe(
      'O campo Confirmação deve ser igual ao campo Senha',
    );
    expect(validators.confirmed('x', { target: 'y' }, 'Confirmação')).toBe('O campo Confirmação não confere');
  });

  it('digits', () => {
    expect(validators.digits('12345678', { length: 8 }, 'CEP')).toBe(true);
    expect(validators.digits(123, { length: 3 }, 'Código')).toBe(true);
    expect(validators.digits('1234567', { length: 8 }, 'CEP')).toBe(
      'O campo CEP deve conter exatamente 8 dígitos',
    );
    expect(validators.digits('1234-567', { length: 7 }, 'CEP')).toBe(
      'O campo CEP deve conter exatamente 7 dígitos',
    );
  });
});

describe('numeric', () => {
  it('accepts digits, with typed separators stripped', () => {
    expect(validators.numeric('12345', undefined, 'CPF|CNPJ')).toBe(true);
    expect(validators.numeric('529.982.247-25', undefined, 'CPF|CNPJ')).toBe(true);
    expect(validators.numeric(42, undefined, 'Código')).toBe(true);
  });

  it('rejects letters with the spec message', () => {
    expect(validators.numeric('12a4', undefined, 'CPF|CNPJ')).toBe('CPF|CNPJ deve conter somente números');
    expect(validators.numeric('1,5', undefined, 'Código')).toBe('Código deve conter somente números');
    expect(validators.numeric('--', undefined, 'Código')).toBe('Código deve conter somente números');
  });
});

describe('min_value and max_value in Brazilian format', () => {
  it('compares Brazilian numbers', () => {
    expect(validators.min_value('1.234,56', { min: '1.000,00' }, 'Valor')).toBe(true);
    expect(validators.min_value('R$ 999,99', { min: '1.000,00' }, 'Valor')).toBe(
      'O campo Valor deve ser maior ou igual a 1.000,00',
    );
    expect(validators.min_value(10, { min: 10 }, 'Valor')).toBe(true);
    expect(validators.max_value('R$ 10,01', { max: 10 }, 'Valor')).toBe(
      'O campo Valor deve ser menor ou igual a 10',
    );
    expect(validators.max_value('10,00', { max: '10' }, 'Valor')).toBe(true);
    expect(validators.max_value(1.5, { max: 1.25 }, 'Taxa')).toBe(
      'O campo Taxa deve ser menor ou igual a 1,25',
    );
  });

  it('fails on text that is not a number', () => {
    expect(validators.min_value('abc', { min: 0 }, 'Valor')).toBe(
      'O campo Valor deve ser maior ou igual a 0',
    );
  });
});

describe('length and max', () => {
  it('length is exact', () => {
    expect(validators.length('12345678', { size: 8 }, 'CEP')).toBe(true);
    expect(validators.length('1234567', { size: 8 }, 'CEP')).toBe('O campo CEP deve ter tamanho 8');
    expect(validators.length(['a', 'b'], { size: 2 }, 'Itens')).toBe(true);
  });

  it('max counts characters', () => {
    expect(validators.max('Ação', { length: 4 }, 'Nome')).toBe(true);
    expect(validators.max('abcdef', { length: 5 }, 'Nome')).toBe(
      'O campo Nome deve ter no máximo 5 caracteres',
    );
  });
});

describe('required_date', () => {
  it('needs a valid start and end', () => {
    expect(validators.required_date({ start: '2024-01-01', end: '2024-01-31' }, undefined, 'Período')).toBe(
      true,
    );
    expect(validators.required_date(['01/01/2024', '31/01/2024'], undefined, 'Período')).toBe(true);
    expect(validators.required_date({ start: '', end: '2024-01-31' }, undefined, 'Período')).toBe(
      'O campo Período deve ter uma data inicial',
    );
    expect(validators.required_date({ start: '2024-01-01', end: null }, undefined, 'Período')).toBe(
      'O campo Período deve ter uma data final',
    );
    expect(validators.required_date({ start: '2024-02-30', end: '2024-03-01' }, undefined, 'Período')).toBe(
      'O campo Período deve ter uma data inicial',
    );
    expect(validators.required_date(null, undefined, 'Período')).toBe(
      'O campo Período deve ter uma data inicial',
    );
  });
});

describe('phone', () => {
  it.each(['(11) 98765-4321', '(11) 3333-4444', '(11)3333-4444', '11 98765-4321', '98765-4321', '3333-4444'])(
    'accepts %s',
    (phone) => {
      expect(validators.phone(phone, undefined, 'Telefone')).toBe(true);
    },
  );

  it.each(['11987654321', '(11) 987654-4321', '333-4444', '(1) 3333-4444', 'abcd-efgh'])(
    'rejects %s',
    (phone) => {
      expect(validators.phone(phone, undefined, 'Telefone')).toBe('Número de telefone inválido');
    },
  );
});

describe('date rules', () => {
  it('date_br needs DD/MM/YYYY and a real date', () => {
    expect(validators.date_br('29/02/2024', undefined, 'Data')).toBe(true);
    expect(validators.date_br('29/02/2023', undefined, 'Data')).toBe('Data inválida');
    expect(validators.date_br('2024-02-29', undefined, 'Data')).toBe('Data inválida');
    expect(validators.date_br('01/01/2024 10:00', undefined, 'Data')).toBe('Data inválida');
  });

  it('date_iso needs an ISO date', () => {
    expect(validators.date_iso('2024-02-29', undefined, 'Data')).toBe(true);
    expect(validators.date_iso('2024-02-29T10:00:00Z', undefined, 'Data')).toBe(true);
    expect(validators.date_iso('2024-02-30', undefined, 'Data')).toBe('Data inválida');
    expect(validators.date_iso('29/02/2024', undefined, 'Data')).toBe('Data inválida');
  });

  it('after: the value must not be later than the target', () => {
    expect(
      validators.after('2024-01-10', { target: '2024-01-20', targetLabel: 'Data final' }, 'Data inicial'),
    ).toBe(true);
    expect(validators.after('2024-01-20', { target: '2024-01-20' }, 'Data inicial')).toBe(true);
    expect(
      validators.after('2024-01-21', { target: '2024-01-20', targetLabel: 'Data final' }, 'Data inicial'),
    ).toBe('deve ser menor ou igual a Data final');
    expect(validators.after('21/01/2024', { target: '2024-01-20' }, 'Data inicial')).toBe(
      'deve ser menor ou igual a 20/01/2024',
    );
    expect(validators.after('2024-01-21', { target: '' }, 'Data inicial')).toBe(true);
  });

  it('max_date and min_date compare calendar days', () => {
    expect(validators.max_date('31/12/2024', { date: '2024-12-31' }, 'Vencimento')).toBe(true);
    expect(validators.max_date('2024-12-31T23:59:00', { date: '2024-12-31' }, 'Vencimento')).toBe(true);
    expect(validators.max_date('01/01/2025', { date: '2024-12-31' }, 'Vencimento')).toBe(
      'O campo Vencimento deve ser menor ou igual a 31/12/2024',
    );
    expect(validators.min_date('01/01/2024', { date: '02/01/2024' }, 'Início')).toBe(
      'O campo Início deve ser maior ou igual a 02/01/2024',
    );
    expect(validators.min_date('02/01/2024', { date: '02/01/2024' }, 'Início')).toBe(true);
    expect(validators.min_date('xx', { date: '02/01/2024' }, 'Início')).toBe('Data inválida');
  });
});

describe('percentages and lists', () => {
  it('max_percentage and min_percentage', () => {
    expect(validators.max_percentage('100', { max: 100 }, 'Taxa')).toBe(true);
    expect(validators.max_percentage('100,01', { max: 100 }, 'Taxa')).toBe(
      'ultrapassou o limite máximo de 100%',
    );
    expect(validators.max_percentage(3, { max: 2.5 }, 'Taxa')).toBe('ultrapassou o limite máximo de 2,5%');
    expect(validators.min_percentage(0.5, { min: 1 }, 'Taxa')).toBe('não atingiu o limite mínimo de 1%');
    expect(validators.min_percentage('1,0', { min: 1 }, 'Taxa')).toBe(true);
  });

  it('array_min and array_max', () => {
    expect(validators.array_min(['a'], { min: 1 }, 'Bandeiras')).toBe(true);
    expect(validators.array_min([], { min: 1 }, 'Bandeiras')).toBe('não atingiu o limite mínimo de 1 itens');
    expect(validators.array_min(undefined, { min: 2 }, 'Bandeiras')).toBe(
      'não atingiu o limite mínimo de 2 itens',
    );
    expect(validators.array_max([1, 2, 3], { max: 2 }, 'Bandeiras')).toBe(
      'ultrapassou o limite máximo de 2 itens',
    );
    expect(validators.array_max([1, 2], { max: 2 }, 'Bandeiras')).toBe(true);
  });

  it('boolean', () => {
    expect(validators.boolean(true, undefined, 'Temporário')).toBe(true);
    expect(validators.boolean('false', undefined, 'Temporário')).toBe(true);
    expect(validators.boolean(1, undefined, 'Temporário')).toBe(true);
    expect(validators.boolean('sim', undefined, 'Temporário')).toBe('deve ser booleano');
    expect(validators.boolean(2, undefined, 'Temporário')).toBe('deve ser booleano');
  });

  it('enum', () => {
    expect(validators.enum('TED', { values: ['TED', 'SLC'] }, 'Tipo')).toBe(true);
    expect(validators.enum(1, { values: ['1', '2'] }, 'Tipo')).toBe(true);
    expect(validators.enum('PIX', { values: ['TED', 'SLC'] }, 'Tipo')).toBe('O campo Tipo não é válido');
  });
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

describe('validate', () => {
  it('runs a rule string and returns the first failure', () => {
    expect(validate('', 'required|max:25', 'Nome')).toBe('O campo Nome é obrigatório');
    expect(validate('a'.repeat(26), 'required|max:25', 'Nome')).toBe(
      'O campo Nome deve ter no máximo 25 caracteres',
    );
    expect(validate('Ana', 'required|max:25', 'Nome')).toBe(true);
  });

  it('skips optional rules on empty values', () => {
    expect(validate('', 'email|cpf_cnpj|max:2', 'Campo')).toBe(true);
  });

  it('keeps the comma of Brazilian numbers in parameters', () => {
    expect(validate('1.000,49', 'min_value:1.000,50', 'Valor')).toBe(
      'O campo Valor deve ser maior ou igual a 1.000,50',
    );
    expect(validate('1.000,50', 'min_value:1.000,50', 'Valor')).toBe(true);
  });

  it('splits enum parameters on commas', () => {
    expect(validate('SLC', 'enum:TED,SLC,LBK', 'Tipo')).toBe(true);
    expect(validate('PIX', 'enum:TED, SLC', 'Tipo')).toBe('O campo Tipo não é válido');
  });

  it('resolves named targets from the context', () => {
    const context = { values: { password: 'abc123' }, labels: { password: 'Senha' } };
    expect(validate('abc123', 'confirmed:password', 'Confirmação', context)).toBe(true);
    expect(validate('abc124', 'confirmed:@password', 'Confirmação', context)).toBe(
      'O campo Confirmação deve ser igual ao campo Senha',
    );
    const dates = { values: { end: '2024-01-10' }, labels: { end: 'Data final' } };
    expect(validate('2024-01-11', 'after:end', 'Data inicial', dates)).toBe(
      'deve ser menor ou igual a Data final',
    );
  });

  it('accepts rule objects', () => {
    const rules: RuleSpec[] = [{ rule: 'required' }, { rule: 'length', params: { size: 8 } }];
    expect(validate('123', rules, 'CEP')).toBe('O campo CEP deve ter tamanho 8');
    expect(validate('12345678', rules, 'CEP')).toBe(true);
  });

  it('refuses unknown rules and missing parameters', () => {
    expect(() => validate('x', 'nonsense', 'Campo')).toThrow('Unknown validation rule "nonsense"');
    expect(() => parseRules('max')).toThrow('Rule "max" needs a parameter');
    expect(() => parseRules('max:abc')).toThrow('Rule "max" needs a number');
  });

  it('parses rule strings into specs', () => {
    expect(parseRules('required|digits:11|array_max:3')).toEqual([
      { rule: 'required' },
      { rule: 'digits', params: { length: 11 } },
      { rule: 'array_max', params: { max: 3 } },
    ]);
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

  it('withRules adds any rule string to a schema', () => {
    const schema = withRules(z.string(), 'Nome', 'required|max:5');
    expect(schema.safeParse('Ana').success).toBe(true);
    expect(messageOf(schema.safeParse('Mariana'))).toBe('O campo Nome deve ter no máximo 5 caracteres');
    const list = withRules(z.array(z.string()), 'Bandeiras', 'array_min:1');
    expect(messageOf(list.safeParse([]))).toBe('não atingiu o limite mínimo de 1 itens');
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
