import { describe, expect, it } from 'vitest';
import {
  applyMask,
  maskCep,
  maskCnae,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskPhone,
  onlyDigits,
} from './masks.ts';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(12345)).toBe('12345');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('masks', () => {
  it('masks a CPF, progressively while typing', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529982247')).toBe('529.982.247');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
    expect(maskCpf('')).toBe('');
  });

  it('masks a CNPJ', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11222')).toBe('11.222');
    expect(maskCnpj('112223330001')).toBe('11.222.333/0001');
  });

  it('chooses CPF up to 11 digits and CNPJ above', () => {
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('5299822')).toBe('529.982.2');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    // A document the server masked reads as it came, not as the digits left in it.
    expect(maskCpfCnpj('•••.112.459-••')).toBe('•••.112.459-••');
    expect(maskCpfCnpj('11.•••.•••/0001-••')).toBe('11.•••.•••/0001-••');
    expect(maskCpf('•••.112.459-••')).toBe('•••.112.459-••');
    expect(maskCnpj('11.•••.•••/0001-••')).toBe('11.•••.•••/0001-••');
  });

  it('masks a postcode and a CNAE', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCnae('4751201')).toBe('4751-2/01');
    expect(maskCnae('47512')).toBe('4751-2');
  });

  it('masks landline and mobile phones', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
  });

  it('applies any pattern', () => {
    expect(applyMask('123456', '00-00-00')).toBe('12-34-56');
    expect(applyMask('a1b2', '0.0')).toBe('1.2');
  });
});
