/** Card enumerations (spec core §3.2). */
import { defineEnum, opt } from './define.ts';

/** Card arrangement codes: brand and debit or credit. */
export const CARD_ARRANGEMENTS = defineEnum([
  opt('VCD', 'Visa Débito', 'Visa Debit'),
  opt('VCC', 'Visa Crédito', 'Visa Credit'),
  opt('MCD', 'MasterCard Débito', 'MasterCard Debit'),
  opt('MCC', 'MasterCard Crédito', 'MasterCard Credit'),
  opt('ECD', 'Elo Débito', 'Elo Debit'),
  opt('ECC', 'Elo Crédito', 'Elo Credit'),
  opt('HCD', 'HiperCard Débito', 'HiperCard Debit'),
  opt('HCC', 'HiperCard Crédito', 'HiperCard Credit'),
  opt('ACC', 'Amex Crédito', 'Amex Credit'),
]);

/** Arrangement ids of the receivable-unit filter, labelled by arrangement code. */
export const ARRANGEMENT_IDS = defineEnum([
  opt(1, 'MCD', 'MCD'),
  opt(2, 'MCC', 'MCC'),
  opt(3, 'VCD', 'VCD'),
  opt(4, 'VCC', 'VCC'),
  opt(5, 'ECD', 'ECD'),
  opt(6, 'ECC', 'ECC'),
  opt(7, 'HCC', 'HCC'),
  opt(8, 'ACC', 'ACC'),
]);

/** Card brand ids by brand name. */
export const CARD_BRAND_IDS = { MASTERCARD: 1, VISA: 2, ELO: 3, HIPERCARD: 4, AMEX: 5 } as const;

/** Card brands (card_brand_id). */
export const CARD_BRANDS = defineEnum([
  opt(1, 'MASTERCARD', 'MASTERCARD'),
  opt(2, 'VISA', 'VISA'),
  opt(3, 'ELO', 'ELO'),
  opt(4, 'HIPERCARD', 'HIPERCARD'),
  opt(5, 'AMEX', 'AMEX'),
]);

/** How the card was read. */
export const CARD_INPUT_METHODS = defineEnum([
  opt('TYPED', 'Digitado', 'Typed'),
  opt('CHIP', 'Chip', 'Chip'),
  opt('MAGNETIC_STRIPE', 'Tarja magnética', 'Magnetic stripe'),
  opt('CONTACTLESS', 'Aproximação', 'Contactless'),
]);

/** Operation filter: debit 0, cash credit 1, instalment credit 2 to 12, billet 17. */
export const OPERATIONS = defineEnum([
  opt(0, 'Débito', 'Debit'),
  opt(1, 'Crédito à vista', 'Credit, single payment'),
  opt(2, 'Crédito Parcelado 2x', 'Credit in 2 instalments'),
  opt(3, 'Crédito Parcelado 3x', 'Credit in 3 instalments'),
  opt(4, 'Crédito Parcelado 4x', 'Credit in 4 instalments'),
  opt(5, 'Crédito Parcelado 5x', 'Credit in 5 instalments'),
  opt(6, 'Crédito Parcelado 6x', 'Credit in 6 instalments'),
  opt(7, 'Crédito Parcelado 7x', 'Credit in 7 instalments'),
  opt(8, 'Crédito Parcelado 8x', 'Credit in 8 instalments'),
  opt(9, 'Crédito Parcelado 9x', 'Credit in 9 instalments'),
  opt(10, 'Crédito Parcelado 10x', 'Credit in 10 instalments'),
  opt(11, 'Crédito Parcelado 11x', 'Credit in 11 instalments'),
  opt(12, 'Crédito Parcelado 12x', 'Credit in 12 instalments'),
  opt(17, 'Boleto', 'Bank billet'),
]);

/** Installments go up to 12 (spec core §9, 2nd doc §9). */
export const MAX_INSTALLMENTS = 12;
