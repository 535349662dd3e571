import { createHash } from 'node:crypto';
import {
  APPROVAL_ACTIONS,
  type ApprovalRequest,
  type ApprovalRule,
  type ApprovalRuleBody,
  approvalActionInfo,
  DUPLICATE_PENDING_ERROR,
} from '@mentor/contract/approvals';
import type { ReasonCode } from '@mentor/contract/privacy';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { inTransaction, outsideRequestTransaction } from '../../db/transaction.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import type { ApprovalCommands } from '../../http/approval-command.ts';
import { type AuthUser, hasPermissions } from '../../http/auth-user.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { type FrozenSet, StaleChangeError } from '../../http/frozen-set.ts';
import { audit } from '../audit/audit-service.ts';
import { allRules, type EnvRule, needsApproval, ruleFor } from './approval-rules.ts';
import {
  type ApprovalRow,
  countPending,
  decideApproval,
  expireDue,
  findApproval,
  findPendingSame,
  insertApproval,
  listApprovals,
  listPendingOfRecord,
  lockApproval,
  upsertRuleOverride,
  withdrawApproval,
} from './approvals-repository.ts';
import { grantorsOf, requesterStillEntitled } from './approver-independence.ts';

export const APPROVE_PERMISSION = 'approve_changes';
const CONTEXT = 'approval_request';

export const APPROVAL_MESSAGES = {
  selfApproval: 'Você não pode aprovar uma alteração que você mesmo solicitou.',
  notPending: 'Esta solicitação não está mais pendente.',
  expired: 'Esta solicitação expirou sem decisão.',
  noHandler: 'A operação desta solicitação não está mais disponível.',
  grantedByRequester:
    'Seu acesso foi criado, concedido ou alterado por quem solicitou esta alteração: outra pessoa precisa aprová-la.',
  requesterNotEntitled:
    'Quem solicitou esta alteração foi desativado ou não tem mais a permissão para fazê-la: a solicitação não pode ser aplicada.',
  withdrawByRequesterOnly: 'Só quem solicitou a alteração pode retirá-la.',
  lacksGoverned: 'Esta alteração exige permissões que você não possui',
} as const;

/**
 * Refuses (403) a caller who lacks any of the permissions a change needs besides its action's:
 * asking for or approving a change of an approval rule needs the permission of the action the
 * rule governs.
 */
export function assertHoldsRequired(user: AuthUser, required: readonly string[]): void {
  const missing = required.filter((permission) => !hasPermissions(user, [permission]));
  if (missing.length > 0) throw forbidden(`${APPROVAL_MESSAGES.lacksGoverned}: ${missing.join(', ')}.`);
}

/** A second request of a change still pending (same action, same record): refused, naming the first. */
export function duplicatePending(pending: {
  id: number;
  requested_by_name: string | null;
  requested_by: string;
}) {
  return new HttpError(
    409,
    `Já existe uma alteração igual aguardando aprovação (solicitação nº ${pending.id}, pedida por ${
      pending.requested_by_name ?? pending.requested_by
    }). Aguarde a decisão ou retire a solicitação antes de pedir de novo.`,
    { error: DUPLICATE_PENDING_ERROR, detail: String(pending.id) },
  );
}

/** JSON with object keys sorted at every depth: the same body always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Besides action and record, what makes two requests the same change: nothing for a change of
 * one record; the body for a change of a set (a settlement, a bulk rate update), so that two
 * different selections may wait side by side while the same one is asked once.
 */
export function changeKeyOf(body: unknown, ofSet: boolean): string {
  if (!ofSet) return '';
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export interface SameChange {
  action: string;
  table_context: string;
  record_id: string;
  change_key: string;
}

/** Refuses a request while the same change is pending (checked before a one-time code is spent). */
export async function assertNoPendingSame(db: Database, actor: Actor, same: SameChange) {
  await expireDue(db, new Date(actor.clock.now()));
  const pending = await findPendingSame(db, same);
  if (pending) throw duplicatePending(pending);
}

function frozenOf(row: ApprovalRow): FrozenSet | null {
  const frozen = row.frozen as FrozenSet | null;
  return frozen && Array.isArray(frozen.items) ? frozen : null;
}

export interface ApprovalsConfig {
  ttlHours: number;
  envRules: Map<string, EnvRule>;
}

/** What deciding a change needs besides the database: the rules' settings and the commands. */
export interface ApprovalDeps {
  config: ApprovalsConfig;
  commands: ApprovalCommands;
}

function toDto(row: ApprovalRow): ApprovalRequest {
  const status = row.status;
  return {
    id: row.id,
    action: row.action,
    status,
    method: row.method,
    path: row.path,
    table_context: row.table_context,
    record_id: row.record_id,
    project_id: row.project_id,
    amount_cents: row.amount_cents,
    before: row.before ?? null,
    after: row.body ?? null,
    requested_by: row.requested_by,
    requested_by_name: row.requested_by_name,
    requested_at: row.requested_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    decided_by: row.decided_by,
    decided_by_name: row.decided_by_name,
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    rejection_reason: row.rejection_reason,
    frozen: (() => {
      const frozen = frozenOf(row);
      return frozen ? { count: frozen.count, total_cents: frozen.total_cents } : null;
    })(),
  };
}

/** Actions whose changes the user may decide: approve_changes plus the action's own permission. */
function decidableActions(user: AuthUser): string[] {
  if (!hasPermissions(user, [APPROVE_PERMISSION])) return [];
  return APPROVAL_ACTIONS.filter((a) => hasPermissions(user, [a.permission])).map((a) => a.action);
}

/** The call a pending change was asked with, kept to show it and to apply its command. */
export interface GatedCall {
  /** Name of the command that applies the change (the operation id). */
  command: string;
  method: string;
  /** The route's pattern (`/api/v1/payment/manualrollback/:id`) and the path called. */
  routeUrl: string;
  path: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface GateInput {
  action: string;
  tableContext: string;
  recordId: string;
  projectId: number | null;
  amountCents: number | null;
  before: unknown;
  /** The exact set the change pays (policy `freeze`), kept with the pending change. */
  frozen?: FrozenSet | null;
  /** See {@link changeKeyOf}. */
  changeKey?: string;
  /** Permissions the change needs besides its action's (approver and requester hold them). */
  requiredPermissions?: readonly string[];
}

/** What besides the call's own amount decides whether it waits (ADR 0721, 0722). */
export interface AmountContext {
  /** The call needs a second person whatever its amount while the rule is on (policy `anyAmount`). */
  anyAmount?: boolean;
  /**
   * What the requester already asked for in the rule's window (applied at once, or pending):
   * the threshold compares it plus the call's amount.
   */
  usedCents?: bigint;
}

/**
 * Whether the call must wait for approval under the rule in force: the rule is on, and the call
 * needs a second person whatever its amount, or its amount (plus what the requester already
 * asked for in the rule's window) reaches the threshold, or there is no amount to compare.
 */
export async function mustAwaitApproval(
  db: Database,
  config: ApprovalsConfig,
  action: string,
  amountCents: number | null,
  context: AmountContext = {},
): Promise<boolean> {
  const info = approvalActionInfo(action);
  if (!info) return false;
  const rule = await ruleFor(db, config.envRules, info);
  if (!rule.enabled) return false;
  if (context.anyAmount) return true;
  const total = amountCents === null ? null : BigInt(amountCents) + (context.usedCents ?? 0n);
  return needsApproval(rule, total);
}

/** Turns a gated call into a pending change (answered 202 by the caller). */
export async function requestApproval(
  db: Database,
  config: ApprovalsConfig,
  actor: Actor,
  call: GatedCall,
  input: GateInput,
): Promise<ApprovalRequest> {
  const info = approvalActionInfo(input.action);
  if (!info) throw new Error(`Unknown approval action ${input.action}`);
  const same: SameChange = {
    action: input.action,
    table_context: input.tableContext,
    record_id: input.recordId,
    change_key: input.changeKey ?? '',
  };
  try {
    return await insertPending(db, config, actor, call, input, { info, same });
  } catch (error) {
    // Two identical requests at once: the second meets the first's row (one pending per change).
    if (!isUniqueViolation(error)) throw error;
    const pending = await findPendingSame(db, same);
    if (pending) throw duplicatePending(pending);
    throw error;
  }
}

async function insertPending(
  db: Database,
  config: ApprovalsConfig,
  actor: Actor,
  call: GatedCall,
  input: GateInput,
  { info, same }: { info: { permission: string }; same: SameChange },
): Promise<ApprovalRequest> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await insertApproval(trx, {
      change_key: same.change_key,
      required_permissions: [...(input.requiredPermissions ?? [])],
      action: input.action,
      permission: info.permission,
      command: call.command,
      method: call.method,
      route_url: call.routeUrl,
      path: call.path,
      params: JSON.stringify(call.params ?? {}),
      query: JSON.stringify(call.query ?? {}),
      body: call.body === undefined ? null : JSON.stringify(call.body),
      table_context: input.tableContext,
      record_id: input.recordId,
      project_id: input.projectId,
      amount_cents: input.amountCents,
      before: input.before === undefined || input.before === null ? null : JSON.stringify(input.before),
      frozen: input.frozen ? JSON.stringify(input.frozen) : null,
      reason_code: actor.reason?.reason_code ?? null,
      reason_comment: actor.reason?.reason_comment ?? null,
      requested_by: user.username,
      requested_by_name: user.fullName,
      requester: JSON.stringify(user),
      expires_at: new Date(actor.clock.now() + config.ttlHours * 3_600_000),
      request_id: actor.requestId,
    });
    const dto = toDto(row);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: row.id,
      action: 'CREATE',
      after: dto,
      projectId: row.project_id,
    });
    return dto;
  });
}

/** A change the caller may see: its requester, or someone who may decide it (within their projects). */
function assertVisible(actor: Actor, row: ApprovalRow, forDecision: boolean): void {
  const user = actor.user;
  const scope = actorScope(actor);
  if (scope !== null && row.project_id !== scope) throw notFound('Solicitação não encontrada.');
  const mayDecide = decidableActions(user).includes(row.action);
  if (forDecision) {
    if (!mayDecide) throw forbidden('Você não tem permissão para decidir esta solicitação.');
    return;
  }
  if (!mayDecide && row.requested_by !== user.username) throw notFound('Solicitação não encontrada.');
}

export async function listForUser(
  db: Database,
  actor: Actor,
  q: {
    page: number;
    perPage: number;
    status?: ApprovalRow['status'] | undefined;
    mine?: boolean | undefined;
  },
) {
  await expireDue(db, new Date(actor.clock.now()));
  const user = actor.user;
  const projectId = actorScope(actor);
  const { rows, total } = q.mine
    ? await listApprovals(
        db,
        {
          status: q.status,
          actions: APPROVAL_ACTIONS.map((a) => a.action),
          projectId,
          requestedBy: user.username,
        },
        q,
      )
    : await listApprovals(db, { status: q.status, actions: decidableActions(user), projectId }, q);
  return { data: rows.map(toDto), total };
}

/** Pending changes the caller could decide (not their own): the top bar's badge. */
export async function pendingCountForUser(db: Database, actor: Actor): Promise<number> {
  await expireDue(db, new Date(actor.clock.now()));
  const user = actor.user;
  return countPending(db, { actions: decidableActions(user), projectId: actorScope(actor) }, user.username);
}

/**
 * Pending changes of one record, for its page: who asked, what, since when. Any staff member who
 * reaches the record sees them, within their projects (a change of no project only by staff of
 * every project).
 */
export async function pendingOfRecord(
  db: Database,
  actor: Actor,
  q: { table_context: string; record_id: string },
): Promise<ApprovalRequest[]> {
  await expireDue(db, new Date(actor.clock.now()));
  const rows = await listPendingOfRecord(db, {
    tableContexts: q.table_context.split(','),
    recordId: q.record_id,
    projectId: actorScope(actor),
  });
  return rows.map(toDto);
}

/** The requester takes back a change nobody decided yet: WITHDRAWN, audited, nothing applied. */
export async function withdraw(db: Database, actor: Actor, id: number) {
  await expireDue(db, new Date(actor.clock.now()));
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await lockApproval(trx, id);
    if (!row) throw notFound('Solicitação não encontrada.');
    assertVisible(actor, row, false);
    if (row.requested_by !== user.username) throw forbidden(APPROVAL_MESSAGES.withdrawByRequesterOnly);
    if (row.status === 'EXPIRED') throw conflict(APPROVAL_MESSAGES.expired);
    if (row.status !== 'PENDING') throw conflict(APPROVAL_MESSAGES.notPending);
    const dto = toDto(await withdrawApproval(trx, id, user));
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before: { status: row.status },
      after: { status: dto.status, decided_by: dto.decided_by },
      projectId: row.project_id,
    });
    return dto;
  });
}

export async function detailForUser(db: Database, actor: Actor, id: number) {
  await expireDue(db, new Date(actor.clock.now()));
  const row = await findApproval(db, id);
  if (!row) throw notFound('Solicitação não encontrada.');
  assertVisible(actor, row, false);
  return toDto(row);
}

/**
 * The requester of a pending change as its command sees them: their account as stored with the
 * request, their reason, and the approver beside them; audit rows carry both.
 */
function requesterActor(row: ApprovalRow, approver: Actor): Actor {
  return {
    user: row.requester as AuthUser,
    reason: row.reason_code
      ? { reason_code: row.reason_code as ReasonCode, reason_comment: row.reason_comment }
      : null,
    approvedBy: { username: approver.user.username, fullName: approver.user.fullName },
    requestId: approver.requestId,
    clock: approver.clock,
  };
}

export async function approve(db: Database, deps: ApprovalDeps, approver: Actor, id: number) {
  await expireDue(db, new Date(approver.clock.now()));
  try {
    return await applyApproved(db, deps, approver, id);
  } catch (error) {
    // The frozen set changed: the change was rolled back whole; the request is closed as stale,
    // which stays recorded though the call is refused (outside the call's own transaction).
    if (error instanceof StaleChangeError) {
      await outsideRequestTransaction(() => closeStale(db, approver, id, error));
    }
    throw error;
  }
}

/**
 * Closes a pending change whose frozen set no longer matches the records (nothing was applied):
 * STALE, decided by the approver who tried, with the drift in its audit row.
 */
async function closeStale(db: Database, approver: Actor, id: number, error: StaleChangeError) {
  await db.transaction().execute(async (trx) => {
    const row = await lockApproval(trx, id);
    if (row?.status !== 'PENDING') return;
    await decideApproval(trx, id, {
      status: 'STALE',
      decided_by: approver.user.username,
      decided_by_name: approver.user.fullName,
      rejection_reason: error.message,
      result_status: error.status,
    });
    await audit(trx, approver, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before: { status: row.status },
      after: {
        status: 'STALE',
        decided_by: approver.user.username,
        frozen: { count: frozenOf(row)?.count ?? null, total_cents: frozenOf(row)?.total_cents ?? null },
        drift: error.drift,
      },
      projectId: row.project_id,
    });
  });
}

/**
 * Applies an approved change in one transaction: the decision's checks, the change made by its
 * named command with the stored input (as the requester, the approver beside them) and the
 * decision itself. Whatever the command refuses or fails on rolls all of it back.
 */
async function applyApproved(db: Database, deps: ApprovalDeps, approver: Actor, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await lockApproval(trx, id);
    if (!row) throw notFound('Solicitação não encontrada.');
    assertVisible(approver, row, true);
    if (row.status === 'EXPIRED') throw conflict(APPROVAL_MESSAGES.expired);
    if (row.status !== 'PENDING') throw conflict(APPROVAL_MESSAGES.notPending);
    if (row.requested_by === approver.user.username) throw forbidden(APPROVAL_MESSAGES.selfApproval);
    assertHoldsRequired(approver.user, row.required_permissions);
    // A second person is independent of the first: nobody whose access the requester ever
    // created, granted, edited, re-enabled or reset.
    const grantors = await grantorsOf(trx, approver.user.username);
    if (grantors.includes(row.requested_by)) throw forbidden(APPROVAL_MESSAGES.grantedByRequester);
    // The change applies with the requester's rights as they are now, not as they were.
    const entitled = await Promise.all(
      [row.permission, ...row.required_permissions].map((p) =>
        requesterStillEntitled(trx, row.requested_by, p),
      ),
    );
    if (entitled.includes(false)) {
      throw conflict(APPROVAL_MESSAGES.requesterNotEntitled);
    }
    const command = row.command === null ? undefined : deps.commands.get(row.command);
    if (!command) throw new HttpError(409, APPROVAL_MESSAGES.noHandler);
    await command.apply(
      requesterActor(row, approver),
      {
        params: row.params ?? {},
        query: row.query ?? {},
        body: row.body ?? undefined,
        frozen: frozenOf(row),
      },
      trx,
    );
    const decided = await decideApproval(trx, id, {
      status: 'APPROVED',
      decided_by: approver.user.username,
      decided_by_name: approver.user.fullName,
      result_status: command.status,
    });
    const dto = toDto(decided);
    await audit(trx, approver, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before: { status: row.status },
      // Who last gave the approver their access, so the independence of the second person shows.
      after: { status: dto.status, decided_by: dto.decided_by, approver_access_granted_by: grantors },
      projectId: row.project_id,
    });
    return dto;
  });
}

export async function reject(db: Database, actor: Actor, id: number, reason: string) {
  await expireDue(db, new Date(actor.clock.now()));
  const approver = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await lockApproval(trx, id);
    if (!row) throw notFound('Solicitação não encontrada.');
    assertVisible(actor, row, true);
    if (row.status === 'EXPIRED') throw conflict(APPROVAL_MESSAGES.expired);
    if (row.status !== 'PENDING') throw conflict(APPROVAL_MESSAGES.notPending);
    if (row.requested_by === approver.username) throw forbidden(APPROVAL_MESSAGES.selfApproval);
    const decided = await decideApproval(trx, id, {
      status: 'REJECTED',
      decided_by: approver.username,
      decided_by_name: approver.fullName,
      rejection_reason: reason,
    });
    const dto = toDto(decided);
    await audit(trx, actor, {
      tableContext: CONTEXT,
      recordId: id,
      action: 'UPDATE',
      before: { status: row.status },
      after: { status: dto.status, decided_by: dto.decided_by, rejection_reason: reason },
      projectId: row.project_id,
    });
    return dto;
  });
}

export async function rules(db: Database, config: ApprovalsConfig): Promise<ApprovalRule[]> {
  return allRules(db, config.envRules);
}

/** The rule of one action as it applies now (stored override, else environment, else default). */
export async function currentRule(db: Database, config: ApprovalsConfig, action: string) {
  const info = approvalActionInfo(action);
  if (!info) throw notFound('Ação não encontrada.');
  return ruleFor(db, config.envRules, info);
}

/**
 * Whether a rule change loosens four eyes: turning a rule off, or raising the amount from which
 * it applies (no amount means every amount). Loosening is itself a governed change; tightening
 * applies at once.
 */
export function loosensRule(
  before: { enabled: boolean; min_amount_cents: number | null },
  after: ApprovalRuleBody,
): boolean {
  if (!before.enabled) return false;
  if (!after.enabled) return true;
  return (after.min_amount_cents ?? 0) > (before.min_amount_cents ?? 0);
}

export async function changeRule(
  db: Database,
  config: ApprovalsConfig,
  actor: Actor,
  action: string,
  body: ApprovalRuleBody,
): Promise<ApprovalRule> {
  const user = actor.user;
  const info = approvalActionInfo(action);
  if (!info) throw notFound('Ação não encontrada.');
  return inTransaction(db, async (trx) => {
    const before = await ruleFor(trx, config.envRules, info);
    await upsertRuleOverride(trx, {
      action,
      enabled: body.enabled,
      min_amount_cents: body.min_amount_cents,
      updated_by: user.username,
    });
    const after = await ruleFor(trx, config.envRules, info);
    await audit(trx, actor, {
      tableContext: 'approval_rule',
      recordId: action,
      action: 'UPDATE',
      before,
      after,
    });
    return after;
  });
}
