/** Payment and settlement enumerations (spec core §3, §4.3, §5). */
import { defineEnum, opt } from './define.ts';

/** Payment statuses. */
export const PAYMENT_STATUSES = defineEnum([
  opt('WAITING_SEND', 'Aguardando envio', 'Waiting to be sent', 'yellow'),
  opt('WAITING_BANK_RESPONSE', 'Aguardando resposta do banco', 'Waiting for bank response', 'yellow'),
  opt('GENERATING_PAYMENT', 'Gerando pagamento', 'Generating payment', 'blue'),
  opt('SCHEDULED', 'Agendado', 'Scheduled', 'blue'),
  opt('PAID', 'Pago', 'Paid', 'green'),
  opt('FAIL', 'Falha', 'Failed', 'red'),
  opt('UNPAID', 'Não pago', 'Unpaid', 'red'),
  opt('WAITING_TERMINALS', 'Aguardando terminais', 'Waiting for terminals', 'yellow'),
]);

/** What the bank answered to one remittance of a payment. */
export const REMITTANCE_STATUSES = defineEnum([
  opt('SENT', 'Enviada', 'Sent', 'blue'),
  opt('PAID', 'Paga', 'Paid', 'green'),
  opt('FAIL', 'Falhou', 'Failed', 'red'),
]);

/** Payment validation. */
const VALIDATION_PENDING = opt('PENDING', 'Pendente', 'Pending', 'yellow');
const VALIDATION_BLOCKED = opt('BLOCKED', 'Bloqueado', 'Blocked', 'red');

export const PAYMENT_VALIDATIONS = defineEnum([
  VALIDATION_PENDING,
  VALIDATION_BLOCKED,
  opt('VALIDATED', 'Validado', 'Validated', 'green'),
]);

/** The validations the INVALID payment tab lists and filters by (core §4.3). */
export const INVALID_PAYMENT_VALIDATIONS = defineEnum([VALIDATION_PENDING, VALIDATION_BLOCKED]);

/** Status of a payment processing step. */
export const STEP_STATUSES = defineEnum([
  opt('PENDING', 'Pendente', 'Pending', 'yellow'),
  opt('FAILED', 'Falhou', 'Failed', 'red'),
  opt('SUCCESS', 'Sucesso', 'Success', 'green'),
  opt('WAITING', 'Aguardando', 'Waiting', 'yellow'),
]);

/** Payment list tabs; any other type is refused with 'Invalid payment type'. */
export const PAYMENT_TYPES = defineEnum([
  opt('TED', 'TED', 'TED'),
  opt('SLC', 'SLC', 'SLC'),
  opt('LBK', 'LBK', 'LBK'),
  opt('INVALID', 'Inválidos', 'Invalid'),
  opt('CONSOLIDATED', 'Consolidado', 'Consolidated'),
]);

/** TED, SLC and LBK list only validated payments, by default waiting to be sent. */
export const PAYMENT_TAB_DEFAULT_STATUS = 'WAITING_SEND';

/** The INVALID tab lists these validations; an emptied filter resets to both. */
export const INVALID_TAB_VALIDATIONS = ['PENDING', 'BLOCKED'] as const;

/** Which date the payments date-range filter applies to. */
export const PAYMENT_DATE_KINDS = defineEnum([
  opt('dt_created', 'Data de criação', 'Creation date'),
  opt('dt_payment', 'Data de pagamento', 'Payment date'),
]);

/** Where a merchant's settlement goes. */
export const PAYMENT_DESTINATIONS = defineEnum([
  opt('B', 'Conta bancária', 'Bank account'),
  opt('D', 'Conta digital', 'Digital account'),
  opt('R', 'Cartão pré-pago', 'Prepaid card'),
]);

/** Bank account types. */
export const BANK_ACCOUNT_TYPES = defineEnum([
  opt('C', 'Corrente', 'Checking'),
  opt('S', 'Poupança', 'Savings'),
  opt('P', 'Conta de pagamento', 'Payment account'),
]);

/** Project settlement bank account restriction, with the labels of spec core §3.2. */
export const SETTLEMENT_RESTRICTIONS = defineEnum([
  opt('REQUIRED_DIGITAL_ACCOUNT', 'Conta Digital Obrigatória', 'Digital account required'),
  opt('WITHOUT_DIGITAL_ACCOUNT', 'Conta Bancária Obrigatória', 'Bank account required'),
  opt('FLEXIBLE_DIGITAL_ACCOUNT', 'Conta Digital Flexível', 'Flexible digital account'),
]);
