/** Bank billet enumerations (2nd doc §3, §4, §9). */
import { defineEnum, opt } from './define.ts';

/**
 * Billet status: WAITING_REGISTER, then WAITING_RETURN (shown as registered), then PAID
 * or DOWNED (cancelled); ERROR is terminal.
 */
export const BILLET_STATUSES = defineEnum([
  opt('WAITING_REGISTER', 'Aguardando registro', 'Waiting for registration', 'yellow'),
  opt('WAITING_RETURN', 'Registrado', 'Registered', 'blue'),
  opt('PAID', 'Pago', 'Paid', 'green'),
  opt('DOWNED', 'Baixado', 'Cancelled', 'gray'),
  opt('ERROR', 'Erro', 'Error', 'red'),
]);

/** The billet list starts filtered on paid and registered billets. */
export const DEFAULT_BILLET_STATUS_FILTER = ['PAID', 'WAITING_RETURN'] as const;

/** Filter of billets carrying a penalty, fees or discounts. */
export const BILLET_CHARGE_FILTERS = defineEnum([
  opt('PENALTY', 'Multa', 'Penalty'),
  opt('FEES', 'Juros', 'Fees'),
  opt('DISCOUNTS', 'Descontos', 'Discounts'),
]);

/** Late fee (interest) types; 2 and 4 are listed but disabled. */
export const BILLET_FEE_TYPES = defineEnum([
  opt(1, 'Valor diário', 'Daily amount'),
  { ...opt(2, 'Percentual diário', 'Daily percent'), disabled: true },
  opt(3, 'Percentual mensal', 'Monthly percent'),
  { ...opt(4, 'Percentual anual', 'Annual percent'), disabled: true },
  opt(5, 'Isento', 'Exempt'),
]);

/** Penalty types. */
export const BILLET_PENALTY_TYPES = defineEnum([
  opt(1, 'Valor fixo', 'Fixed amount'),
  opt(2, 'Percentual', 'Percent'),
  opt(3, 'Isento', 'Exempt'),
]);

/** Discount types. */
export const BILLET_DISCOUNT_TYPES = defineEnum([
  opt(0, 'Sem desconto', 'No discount'),
  opt(1, 'Valor fixo', 'Fixed amount'),
  opt(2, 'Percentual mensal', 'Monthly percent'),
]);
