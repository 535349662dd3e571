/**
 * Deterministic generator of Brazilian demo data: the same seed gives the same rows, so
 * benchmarks and demos are repeatable.
 */
export type Random = () => number;

/** mulberry32: small, fast, good enough for test data. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export const intBetween = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Pedro',
  'Quitéria',
  'Rafael',
  'Sofia',
  'Tiago',
  'Úrsula',
  'Vinícius',
  'Wesley',
  'Yasmin',
  'Zeca',
  'Beatriz',
  'Caio',
  'Débora',
  'Enzo',
  'Fernanda',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const BUSINESS_WORDS = [
  'Padaria',
  'Mercadinho',
  'Farmácia',
  'Auto Peças',
  'Restaurante',
  'Lanchonete',
  'Pet Shop',
  'Ótica',
  'Papelaria',
  'Açougue',
  'Sorveteria',
  'Barbearia',
  'Livraria',
  'Floricultura',
  'Hortifruti',
  'Academia',
];
const PLACES = [
  'Central',
  'do Bairro',
  'Bom Preço',
  'Estrela',
  'Sol Nascente',
  'Boa Vista',
  'Primavera',
  'Aurora',
  'Real',
];

export const personName = (random: Random) =>
  `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)} ${pick(random, LAST_NAMES)}`;

export const businessName = (random: Random) => `${pick(random, BUSINESS_WORDS)} ${pick(random, PLACES)}`;

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF (11 digits, both check digits right, never all-equal). */
export function cpf(random: Random): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => intBetween(random, 0, 9));
    if (base.every((d) => d === base[0])) continue;
    const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...base, d1, d2].join('');
  }
}

/** A valid CNPJ (14 digits, branch 0001). */
export function cnpj(random: Random): string {
  const base = [...Array.from({ length: 8 }, () => intBetween(random, 0, 9)), 0, 0, 0, 1];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
