import { describe, expect, it } from 'vitest';
import { cnpj, cpf, createRandom, personName } from './generator.ts';

function cpfIsValid(value: string): boolean {
  const d = [...value].map(Number);
  const dv = (n: number) => {
    const sum = d.slice(0, n).reduce((acc, x, i) => acc + x * (n + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return d.length === 11 && dv(9) === d[9] && dv(10) === d[10] && new Set(d).size > 1;
}

describe('demo data generator', () => {
  it('is deterministic for a seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([personName(a), cpf(a), cnpj(a)]).toEqual([personName(b), cpf(b), cnpj(b)]);
  });

  it('makes valid CPFs', () => {
    const random = createRandom(7);
    for (let i = 0; i < 500; i++) expect(cpfIsValid(cpf(random))).toBe(true);
  });

  it('makes CNPJs with the right check digits', () => {
    const random = createRandom(9);
    const value = cnpj(random);
    const d = [...value].map(Number);
    const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r1 = d.slice(0, 12).reduce((acc, x, i) => acc + x * (w1[i] ?? 0), 0) % 11;
    expect(d[12]).toBe(r1 < 2 ? 0 : 11 - r1);
    expect(value).toHaveLength(14);
  });
});
