/** Pix infraction reports, refund requests (MED) and devices (2nd doc §3, §4). */
import { defineEnum, opt } from './define.ts';

/** Infraction report type. */
export const INFRACTION_TYPES = defineEnum([
  opt('FRAUD', 'Fraude', 'Fraud'),
  opt('REFUND_REQUEST', 'Solicitação de devolução', 'Refund request'),
  opt('REFUND_CANCELLED', 'Cancelamento de devolução', 'Refund cancellation'),
]);

/** Infraction report status: OPEN is closed or cancelled; ACKNOWLEDGED also exists. */
export const INFRACTION_STATUSES = defineEnum([
  opt('OPEN', 'Aberto', 'Open', 'blue'),
  opt('CLOSED', 'Fechado', 'Closed', 'gray'),
  opt('CANCELLED', 'Cancelado', 'Cancelled', 'red'),
  opt('ACKNOWLEDGED', 'Reconhecido', 'Acknowledged', 'green'),
]);

/** Result of the analysis of an infraction report. */
export const INFRACTION_ANALYSIS_RESULTS = defineEnum([
  opt('AGREED', 'Concordou', 'Agreed', 'green'),
  opt('DISAGREED', 'Discordou', 'Disagreed', 'red'),
  opt('WAITING', 'Aguardando', 'Waiting', 'yellow'),
]);

/** Outcome of the reported transaction. */
export const INFRACTION_TRANSACTION_RESULTS = defineEnum([
  opt('SETTLED', 'Aceitou', 'Accepted', 'green'),
  opt('REJECTED_PAYEE', 'Rejeitado pelo creditado', 'Rejected by the payee', 'red'),
  opt('REJECTED_PAYER', 'Rejeitado pelo pagador', 'Rejected by the payer', 'red'),
]);

/** Which participant reported the infraction. */
export const INFRACTION_REPORTED_BY = defineEnum([
  opt('DEBITED_PARTICIPANT', 'Participante Debitado', 'Debited participant'),
  opt('CREDITED_PARTICIPANT', 'Participante Creditado', 'Credited participant'),
]);

/** Pix refund request (MED) status. */
export const MED_STATUSES = defineEnum([
  opt('OPEN', 'Aberto', 'Open', 'blue'),
  opt('CLOSED', 'Fechado', 'Closed', 'gray'),
  opt('CANCELLED', 'Cancelado', 'Cancelled', 'red'),
  opt('WAITING_RESOLUTION', 'Aguardando Resolução', 'Waiting for resolution', 'yellow'),
]);

/** Reason of a refund request. */
export const MED_REFUND_REASONS = defineEnum([
  opt('OPERATIONAL_FLAW', 'Falha operacional', 'Operational flaw'),
  opt('FRAUD', 'Fraude', 'Fraud'),
  opt('REFUND_CANCELLED', 'Cancelamento de devolução', 'Refund cancellation'),
]);

/** Analysis result of a refund request. */
export const MED_ANALYSIS_RESULTS = defineEnum([
  opt('TOTALLY_ACCEPTED', 'Totalmente aceita', 'Totally accepted', 'green'),
  opt('PARTIALLY_ACCEPTED', 'Parcialmente aceita', 'Partially accepted', 'yellow'),
  opt('REJECTED', 'Rejeitada', 'Rejected', 'red'),
]);

/** Why a refund request was rejected. */
export const MED_REJECTION_REASONS = defineEnum([
  opt('NO_BALANCE', 'Sem saldo', 'No balance'),
  opt('ACCOUNT_CLOSURE', 'Encerramento de conta', 'Account closure'),
  opt('CANNOT_REFUND', 'Não é possível devolver', 'Cannot refund'),
  opt('OTHER', 'Outro', 'Other'),
]);

/** Pix device authorisation: PENDING, then AUTHORIZED (authorise) or UNAUTHORIZED (revoke). */
export const DEVICE_STATUSES = defineEnum([
  opt('PENDING', 'Pendente', 'Pending', 'yellow'),
  opt('AUTHORIZED', 'Autorizado', 'Authorised', 'green'),
  opt('UNAUTHORIZED', 'Não Autorizado', 'Not authorised', 'red'),
]);
