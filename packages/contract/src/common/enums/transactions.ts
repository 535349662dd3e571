/** Transaction enumerations (spec core §3.2, §4.2, §4.3; 2nd doc §3 check-up). */
import { defineEnum, opt } from './define.ts';

/** Card transaction statuses with the exact labels of spec core §4.2. */
export const TRANSACTION_STATUSES = defineEnum([
  opt('IN_ANALISYS', 'EM ANÁLISE', 'IN ANALYSIS', 'yellow'),
  opt('PRE_AUTHORIZED', 'PRÉ-AUTORIZADA', 'PRE-AUTHORIZED', 'blue'),
  opt('PARTIAL_CAPTURED', 'PARCIALMENTE CAPTURADA', 'PARTIALLY CAPTURED', 'blue'),
  opt('CONFIRMED', 'CONFIRMADA', 'CONFIRMED', 'green'),
  opt('CANCELLED', 'ESTORNADA/CANCELADA', 'REVERSED/CANCELLED', 'red'),
  opt('DENIED', 'NEGADA', 'DENIED', 'red'),
  opt('PENDING', 'PENDENTE', 'PENDING', 'yellow'),
]);

/** Transaction and dashboard status filters start with CONFIRMED only. */
export const DEFAULT_TRANSACTION_STATUS_FILTER = ['CONFIRMED'] as const;

/** Import (sync) state of a transaction, also the check-up sync_status. */
export const TRANSACTION_SYNC_STATUSES = defineEnum([
  opt('UNAVAILABLE', 'Indisponível', 'Unavailable', 'gray'),
  opt('AVAILABLE', 'Disponível', 'Available', 'blue'),
  opt('SYNCED', 'Importada', 'Imported', 'green'),
  opt('MANUAL_CHECK', 'Verificação manual', 'Manual check', 'yellow'),
  opt('DELETED', 'Excluída', 'Deleted', 'gray'),
]);

/** Check-up tabs; any other type is refused with 'Invalid type' (2nd doc §5). */
export const CHECKUP_TYPES = defineEnum([
  opt('NOT_IMPORTED', 'Transações não importadas', 'Not imported transactions'),
  opt('DUPLICATED', 'Transações duplicadas', 'Duplicated transactions'),
]);

/**
 * Transaction types of scheduled and declined transactions. These are also the defaults
 * when the types cannot be loaded; 'all' is sent as an empty string.
 */
export const SCHEDULED_TRANSACTION_TYPES = defineEnum([
  opt('all', 'Todos', 'All'),
  opt('PIX', 'Pix', 'Pix'),
  opt('TED', 'TED', 'TED'),
  opt('TED_ON_US', 'TED interna', 'On-us TED'),
  opt('BILLET', 'Boleto', 'Bank billet'),
  opt('RECHARGE', 'Recarga', 'Top-up'),
]);

/** The 'all' choice of white label, account or transaction type filters. */
export const ALL_OPTION = 'all';
