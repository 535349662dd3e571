/** Terminals, equipment, suppliers and automatic rents (spec core §3.2, §4.3; 2nd doc §3, §4). */
import { defineEnum, opt } from './define.ts';

/** Terminal statuses. */
export const TERMINAL_STATUSES = defineEnum([
  opt('IN_ANALYSIS', 'Em análise', 'In analysis', 'yellow'),
  opt(
    'WAITING_EQUIPMENT_ASSOCIATION',
    'Aguardando associação equipamento',
    'Waiting for equipment',
    'yellow',
  ),
  opt('ACTIVE', 'Ativo', 'Active', 'green'),
  opt('INACTIVE', 'Inativo', 'Inactive', 'gray'),
]);

/** Equipment usage (in_use). */
export const EQUIPMENT_USAGE = defineEnum([
  opt(1, 'Em uso', 'In use', 'blue'),
  opt(0, 'Disponível', 'Available', 'green'),
]);

/** Terminal suppliers known without asking the server. */
export const TERMINAL_SUPPLIERS = defineEnum([
  opt('TOTAL_SALE', 'Total Sale', 'Total Sale'),
  opt('PHOEBUS', 'Phoebus', 'Phoebus'),
]);

/** Grace period of a terminal rent: none, a number of months, or custom. */
export const RENT_GRACE_PERIODS = defineEnum([
  opt('NONE', 'Sem carência', 'No grace period'),
  opt(1, '1 mês', '1 month'),
  opt(2, '2 meses', '2 months'),
  opt(3, '3 meses', '3 months'),
  opt(6, '6 meses', '6 months'),
  opt(12, '12 meses', '12 months'),
  opt('CUSTOM', 'Personalizado', 'Custom'),
]);

/**
 * Automatic terminal rent statuses. The core document names the scheduled charge
 * MERCHANT_CHARGE_SCHEDULED, the second AUTOMATIC_RENT_MERCHANT_CHARGE_SCHEDULED; both
 * are accepted with the same label.
 */
export const AUTOMATIC_RENT_STATUSES = defineEnum([
  opt('IN_CHARGE', 'Em vigor', 'In force', 'blue'),
  opt('MERCHANT_CHARGE_SCHEDULED', 'Cobrança do lojista agendada', 'Merchant charge scheduled', 'yellow'),
  opt(
    'AUTOMATIC_RENT_MERCHANT_CHARGE_SCHEDULED',
    'Cobrança do lojista agendada',
    'Merchant charge scheduled',
    'yellow',
  ),
  opt('MERCHANT_CHARGED', 'Lojista cobrado', 'Merchant charged', 'blue'),
  opt('PAYMENT_PROJECT_SCHEDULED', 'Pagamento ao projeto agendado', 'Project payment scheduled', 'yellow'),
  opt('PROJECT_PAID', 'Projeto pago', 'Project paid', 'green'),
  opt('ERROR', 'Erro', 'Error', 'red'),
]);

/** Supplier credential statuses. */
export const SUPPLIER_CREDENTIAL_STATUSES = defineEnum([
  opt('WAITING_SEND', 'Aguardando envio', 'Waiting to be sent', 'yellow'),
  opt('ACTIVE', 'Ativa', 'Active', 'green'),
  opt('INACTIVE', 'Inativa', 'Inactive', 'gray'),
  opt('ERROR', 'Erro', 'Error', 'red'),
]);

/** Supplier credential list page sizes, labelled 'Credenciais por página'. */
export const SUPPLIER_CREDENTIAL_PAGE_SIZES = [10, 50, 100] as const;

/** E-commerce acquirer statuses. */
export const ECOMMERCE_ACQUIRER_STATUSES = defineEnum([
  opt('UNSENDED', 'Não enviado', 'Not sent', 'gray'),
  opt('WAITING_KEYS', 'Aguardando chaves', 'Waiting for keys', 'yellow'),
  opt('ACTIVE', 'Ativo', 'Active', 'green'),
  opt('INACTIVE', 'Inativo', 'Inactive', 'gray'),
]);
