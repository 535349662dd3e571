/** Receivables, receivable units, registry sync and disputes (spec core §3.2, §4.3; 2nd doc §3). */
import { defineEnum, opt } from './define.ts';

/** Receivable unit (UR) status at the registry. */
export const RECEIVABLE_UNIT_STATUSES = defineEnum([
  opt('CERC_UR_ACTIVE', 'Ativa', 'Active', 'green'),
  opt('CERC_UR_DOWN', 'Baixada', 'Written off', 'gray'),
  opt('CERC_UR_INACTIVE', 'Inativa', 'Inactive', 'gray'),
]);

/** Reconciliation against the receivables registry. */
export const RECONCILIATION_STATUSES = defineEnum([
  opt('NOT_CERC', 'Ausente na registradora', 'Missing at the registry', 'red'),
  opt('NOT_MENTOR', 'Ausente no Mentor', 'Missing in Mentor', 'red'),
  opt('INACTIVATED', 'Inativada', 'Inactivated', 'gray'),
  opt('DOWNED', 'Baixada', 'Written off', 'gray'),
  opt('DIFFERENT_VALUES', 'Valores divergentes', 'Different values', 'red'),
]);

/** Kind of change sent to the registry. */
export const SYNC_CHANGE_TYPES = defineEnum([
  opt('C', 'Criação', 'Creation'),
  opt('A', 'Atualização', 'Update'),
  opt('B', 'Baixa', 'Write-off'),
  opt('R', 'Recriação', 'Re-creation'),
]);

/** Registry sync status filter options, in the order of spec core §3.2. */
export const SYNC_STATUS_OPTIONS = defineEnum([
  opt(0, 'Aguardando Envio', 'Waiting to be sent', 'yellow'),
  opt(3, 'Aguardando Resposta', 'Waiting for response', 'yellow'),
  opt(1, 'Sincronizado', 'Synchronised', 'green'),
  opt(2, 'Erro', 'Error', 'red'),
  opt(4, 'Impossibilitado de Sincronizar', 'Unable to synchronise', 'red'),
]);

/** Sync state names used by chips (lowercase codes). */
export const SYNC_STATES = defineEnum([
  opt('syncing', 'Sincronizando', 'Synchronising', 'blue'),
  opt('synced', 'Sincronizado', 'Synchronised', 'green'),
  opt('pending', 'Pendente', 'Pending', 'yellow'),
  opt('error', 'Erro', 'Error', 'red'),
  opt('sync_unable', 'Impossibilitado de Sincronizar', 'Unable to synchronise', 'red'),
]);

/**
 * Receivable block types (block_type). Codes 1-3 and 17-23 are named by the spec; the names of
 * codes 4-16 are the console's own (ADR 0480).
 */
export const BLOCK_TYPES = defineEnum([
  opt(1, 'Venda contestada', 'Contested sale'),
  opt(2, 'Venda contestada/paga', 'Contested sale/paid'),
  opt(3, 'Cancelamento', 'Cancellation'),
  opt(4, 'Ordem judicial', 'Court order'),
  opt(5, 'Penhora', 'Garnishment'),
  opt(6, 'Suspeita de fraude', 'Suspected fraud'),
  opt(7, 'Análise de risco', 'Risk review'),
  opt(8, 'Débito pendente', 'Outstanding debit'),
  opt(9, 'Cessão de recebíveis', 'Receivables assignment'),
  opt(10, 'Gravame', 'Lien'),
  opt(11, 'Cadastro irregular', 'Irregular registration'),
  opt(12, 'Domicílio bancário inválido', 'Invalid settlement account'),
  opt(13, 'Retenção preventiva', 'Preventive hold'),
  opt(14, 'Disputa comercial', 'Commercial dispute'),
  opt(15, 'Solicitação do estabelecimento', 'Merchant request'),
  opt(16, 'Determinação regulatória', 'Regulatory order'),
  opt(17, 'Aguardando análise', 'Awaiting analysis'),
  opt(18, 'Valor retido de chargeback', 'Chargeback retained amount'),
  opt(19, 'Estorno de venda', 'Sale reversal'),
  opt(20, 'Aguardando chargeback', 'Awaiting chargeback'),
  opt(21, 'Bloqueio indevido', 'Undue block'),
  opt(22, 'Pago por prescrição', 'Paid by prescription'),
  opt(23, 'Não capturada na adquirente', 'Not captured at acquirer'),
]);

/** Which date the receivables date-range filter applies to. */
export const RECEIVABLE_DATE_KINDS = defineEnum([
  opt('dt_emission', 'Data de emissão', 'Issue date'),
  opt('dt_payment', 'Data de pagamento', 'Payment date'),
  opt('dt_due', 'Data de vencimento', 'Due date'),
  opt('dt_anticipation_order', 'Data do pedido de antecipação', 'Anticipation order date'),
  opt('dt_block', 'Data de bloqueio', 'Block date'),
]);

/** Receivables "paid" filter: yes, no or partially. */
export const PAID_FILTER = defineEnum([
  opt(1, 'Sim', 'Yes'),
  opt(0, 'Não', 'No'),
  opt('partial', 'Parcial', 'Partial'),
]);

/** Yes/no filters sent as 1 or 0 (anticipation, blocked). */
export const YES_NO = defineEnum([opt(1, 'Sim', 'Yes'), opt(0, 'Não', 'No')]);

/** Yes/no filters sent as booleans (pro rata, smoke contract effect, paid, contract effect). */
export const YES_NO_BOOLEAN = defineEnum([opt(true, 'Sim', 'Yes'), opt(false, 'Não', 'No')]);

/** Who holds the receivable units ('Titular das URs'). */
export const RECEIVABLE_HOLDERS = defineEnum([
  opt('financier', 'Financiador', 'Financier'),
  opt('merchant', 'Lojista', 'Merchant'),
]);

/** Contract effect types. */
export const CONTRACT_EFFECT_TYPES = defineEnum([
  opt(1, 'Troca de titularidade', 'Change of ownership'),
  opt(2, 'Ônus - cessão fiduciária', 'Lien - fiduciary assignment'),
  opt(3, 'Outros ônus', 'Other lien'),
  opt(4, 'Bloqueio judicial', 'Court block'),
]);

/** Receivable-unit dispute statuses. */
export const DISPUTE_STATUSES = defineEnum([
  opt('NEW', 'Nova', 'New', 'blue'),
  opt('IN_ANALYSIS', 'Em análise', 'In analysis', 'yellow'),
  opt('ACCEPTED', 'Aceita', 'Accepted', 'green'),
  opt('REJECTED', 'Rejeitada', 'Rejected', 'red'),
]);

/** Receivable-unit dispute reason codes 01 to 08. */
export const DISPUTE_REASONS = defineEnum([
  opt('01', 'Não reconhecida pelo recebedor', 'Not recognised by the receiver'),
  opt('02', 'Registro em duplicidade', 'Duplicate entry'),
  opt('03', 'Divergente do contrato', 'Divergent from contract'),
  opt('04', 'Sem relação com o financiador', 'No relation with the financier'),
  opt('05', 'Divergência de valor', 'Amount divergence'),
  opt('06', 'Outros', 'Other'),
  opt('07', 'Inconsistência de dados bancários', 'Bank-data inconsistency'),
  opt('08', 'Sem liquidação', 'No settlement'),
]);
