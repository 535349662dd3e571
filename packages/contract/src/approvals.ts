/**
 * Four-eyes approval (one person asks, another approves): the actions that can require it,
 * the pending change the API answers with (202) and the inbox shapes.
 */
import { z } from 'zod';
import type { LocalizedLabel } from './common/enums/define.ts';
import { defineEnum, opt } from './common/enums/define.ts';
import { zMoneyCents } from './common/money.ts';

/** Lifecycle of a pending change. */
export const APPROVAL_STATUSES = defineEnum([
  opt('PENDING', 'Pendente', 'Pending', 'yellow'),
  opt('APPROVED', 'Aprovada', 'Approved', 'green'),
  opt('REJECTED', 'Rejeitada', 'Rejected', 'red'),
  opt('EXPIRED', 'Expirada', 'Expired', 'gray'),
  // The set a money change was asked for had changed when it was approved: nothing applied.
  opt('STALE', 'Desatualizada', 'Stale', 'gray'),
  // Withdrawn by its requester before anyone decided it: nothing applied.
  opt('WITHDRAWN', 'Retirada', 'Withdrawn', 'gray'),
]);
export type ApprovalStatus = (typeof APPROVAL_STATUSES.values)[number];

/** An action that can be put behind a second person's approval, with its default rule. */
export interface ApprovalActionInfo {
  readonly action: string;
  /** Permission the approver must also hold (the one of the action itself). */
  readonly permission: string;
  readonly label: LocalizedLabel;
  /** On by default. */
  readonly enabled: boolean;
  /** Only calls whose amount (cents) is at least this need approval; null: every call. */
  readonly minAmountCents: number | null;
  /**
   * `'day'`: the threshold applies to what one requester asks for in a São Paulo calendar day
   * (per window key, e.g. the payment type), not to one request: the amounts applied at once that
   * day and those still pending add up with the call's (ADR 0721). Absent: per request.
   */
  readonly window?: ApprovalWindow;
}

/** How the amounts of one requester add up against a rule's threshold. */
export const APPROVAL_WINDOWS = ['day'] as const;
export type ApprovalWindow = (typeof APPROVAL_WINDOWS)[number];

function a(
  action: string,
  permission: string,
  pt: string,
  en: string,
  enabled: boolean,
  minAmountCents: number | null = null,
  window?: ApprovalWindow,
): ApprovalActionInfo {
  return { action, permission, label: { pt, en }, enabled, minAmountCents, ...(window ? { window } : {}) };
}

/**
 * Actions wired to approval today, with their defaults (docs/adr/0060-four-eyes-approval.md).
 * Raising a project's daily limit to R$ 500.000,00 or more needs a second person by default.
 */
export const APPROVAL_ACTIONS = [
  a(
    'approvals.rule',
    'approve_changes',
    'Afrouxar uma regra de aprovação (desligar ou subir o valor mínimo)',
    'Loosen an approval rule (turn it off or raise its threshold)',
    true,
  ),
  a(
    'project.parameters',
    'update_project_settings',
    'Alterar os parâmetros do projeto (limite diário)',
    'Change the project parameters (daily limit)',
    true,
    50_000_000,
  ),
  a(
    'project.centralizer_account',
    'update_project_settings',
    'Alterar a conta centralizadora do projeto',
    'Change the project centraliser account',
    false,
  ),
  a('merchant.unblock', 'block_merchant', 'Desbloquear lojista', 'Unblock a merchant', true),
  a(
    'merchant.settlement_destination',
    'change_settlement_destination',
    'Alterar o destino de liquidação do lojista',
    'Change the merchant settlement destination',
    true,
  ),
  a(
    'sales_plan.mdr_rates',
    'manage_mdr_rates',
    'Alterar as taxas MDR de um plano de venda',
    'Change the MDR rates of a sales plan',
    false,
  ),
  a(
    'sales_plan.anticipation_rate',
    'update_anticipation_rate',
    'Atualizar em massa as taxas de antecipação (ARV)',
    'Bulk update anticipation (ARV) rates',
    false,
  ),
  a(
    'payment.settle',
    'settle_payments',
    'Liquidar pagamentos (valor somado por pessoa, tipo de pagamento e dia)',
    'Settle payments (amount added up per person, payment type and day)',
    true,
    100_000_000,
    'day',
  ),
  a(
    'payment.rollback',
    'manage_payments',
    'Estornar manualmente um pagamento (pagamento já pago: sempre)',
    'Manually roll back a payment (a paid payment: always)',
    true,
    100_000_000,
  ),
  a(
    'receivable.adjust',
    'adjust_receivables',
    'Ajustar manualmente um recebível (valor somado por pessoa e dia)',
    'Manually adjust a receivable (amount added up per person and day)',
    true,
    10_000_000,
    'day',
  ),
  a(
    'onboarding.approve_high_risk',
    'view_in_analysis_records',
    'Aprovar a abertura de uma conta de risco alto',
    'Approve opening a high-risk account',
    true,
  ),
] as const satisfies readonly ApprovalActionInfo[];

export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number]['action'];

export function approvalActionInfo(action: string): ApprovalActionInfo | undefined {
  return APPROVAL_ACTIONS.find((info) => info.action === action);
}

/**
 * The set a money change pays, frozen when it was asked for: the approver sees its count and
 * total, and the change applies to exactly these records and amounts or not at all.
 */
export const approvalFrozenSetSchema = z.object({
  count: z.number().int(),
  total_cents: z.number().int(),
});
export type ApprovalFrozenSet = z.infer<typeof approvalFrozenSetSchema>;

/** The pending change, as the gated call (202) and the inbox answer it. */
export const approvalRequestSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  status: APPROVAL_STATUSES.schema,
  method: z.string(),
  path: z.string(),
  table_context: z.string(),
  record_id: z.string(),
  project_id: z.number().int().nullable(),
  amount_cents: z.number().int().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requested_by: z.string(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  expires_at: z.string(),
  decided_by: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** Count and total of the frozen set, for changes that pay a set of records (settlement). */
  frozen: approvalFrozenSetSchema.nullable().optional(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalListSchema = z.object({
  data: z.array(approvalRequestSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type ApprovalList = z.infer<typeof approvalListSchema>;

export const approvalCountSchema = z.object({ pending: z.number().int() });

export const REJECTION_REASON_MAX = 500;
export const approvalRejectBodySchema = z.object({
  reason: z
    .string({ error: 'O campo Motivo é obrigatório' })
    .trim()
    .min(1, 'O campo Motivo é obrigatório')
    .max(REJECTION_REASON_MAX, `O campo Motivo deve ter no máximo ${REJECTION_REASON_MAX} caracteres`),
});
export type ApprovalRejectBody = z.infer<typeof approvalRejectBodySchema>;

/** The rule in force for an action (defaults, then environment, then the settings screen). */
export const approvalRuleSchema = z.object({
  action: z.string(),
  permission: z.string(),
  label: z.object({ pt: z.string(), en: z.string() }),
  enabled: z.boolean(),
  min_amount_cents: z.number().int().nullable(),
  /** `'day'`: amounts add up per requester and São Paulo day (pending ones included). */
  window: z.enum(APPROVAL_WINDOWS).nullable().optional(),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

export const approvalRuleBodySchema = z.object({
  enabled: z.boolean({ error: 'O campo Ativa é obrigatório' }),
  min_amount_cents: zMoneyCents({ field: 'Valor mínimo' }).nullable(),
});
export type ApprovalRuleBody = z.infer<typeof approvalRuleBodySchema>;

/**
 * The error name of a 409 refusing a change identical to one still pending (same action, same
 * record); `detail` holds the pending change's id.
 */
export const DUPLICATE_PENDING_ERROR = 'Duplicate Pending Change';

/** Pending changes of one record (its history contexts and id), for the record's page. */
export const pendingApprovalsQuerySchema = z.object({
  table_context: z
    .string({ error: 'O campo Contexto é obrigatório' })
    .regex(/^[a-z_]{1,64}(,[a-z_]{1,64}){0,7}$/, 'Contexto inválido'),
  record_id: z
    .string({ error: 'O campo Registro é obrigatório' })
    .regex(/^[\w.-]{1,64}$/, 'Registro inválido'),
});
export type PendingApprovalsQuery = z.infer<typeof pendingApprovalsQuerySchema>;
export const pendingApprovalsSchema = z.array(approvalRequestSchema);
