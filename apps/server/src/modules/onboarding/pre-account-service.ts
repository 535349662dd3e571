import { PRE_ACCOUNT_STATUS_GROUPS, type PreAccountStatusGroup } from '@mentor/contract';
import {
  type AnalysisBody,
  groupPermission,
  groupsOfStatus,
  ONBOARDING_QUEUES,
  type OnboardingQueue,
} from '@mentor/contract/onboarding';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { insertAccount } from './account-repository.ts';
import {
  analysesOf,
  enabledStaff,
  findPreAccount,
  insertAnalysis,
  linkPaymentAccount,
  nextUnassigned,
  type PreAccountRow,
  toPreAccountDetail,
  updatePreAccount,
} from './pre-account-repository.ts';

export const PRE_ACCOUNT_MESSAGES = {
  notFound: 'Conta não encontrada.',
  statusNotAllowed: (status: string) => `A conta está em ${status}: esta ação não é permitida neste status.`,
  queueEmpty: 'Não há contas livres nesta fila.',
  restricted: 'A conta está restrita (lista positiva ou localização): retire a restrição antes de aprovar.',
  assigneeUnknown: 'Colaborador não encontrado.',
  assignedToOther: (name: string) => `A conta está com ${name}. Peça que a libere ou reatribua.`,
  blacklisted: 'O documento está na lista restritiva: a conta não pode ser aberta.',
} as const;

/** Statuses a decision may start from and the status it leads to (docs/adr/0180). */
const ANALYSIS_OR_PENDING = [...PRE_ACCOUNT_STATUS_GROUPS.analysis, ...PRE_ACCOUNT_STATUS_GROUPS.pending];
export const TRANSITIONS: Record<
  Exclude<AnalysisBody['decision'], 'ASSIGN' | 'RELEASE'>,
  { from: readonly string[]; to: string }
> = {
  SEND_TO_ANALYSIS: {
    from: [
      ...PRE_ACCOUNT_STATUS_GROUPS.pending,
      ...PRE_ACCOUNT_STATUS_GROUPS.onboarding,
      'VALIDATION_ANALYSIS',
      'VALIDATION_PROCESSING',
    ],
    to: 'IN_ANALYSIS_BACKOFFICE',
  },
  RESEND: { from: [...PRE_ACCOUNT_STATUS_GROUPS.pending, 'REPROVED'], to: 'VALIDATION_PROCESSING' },
  APPROVE: { from: PRE_ACCOUNT_STATUS_GROUPS.analysis, to: 'FINISHED' },
  REPROVE: { from: ANALYSIS_OR_PENDING, to: 'REPROVED' },
};
export const SEND_BACK_FROM: readonly string[] = ANALYSIS_OR_PENDING;

/** The caller must see at least one group each status belongs to. */
export function assertStatusesVisible(actor: Actor, statuses: readonly string[]): void {
  const user = actor.user;
  for (const status of statuses) {
    const groups = groupsOfStatus(status);
    const visible = groups.some((g) => hasPermissions(user, [groupPermission(g)]));
    if (!visible) throw forbidden();
  }
}

/** A pre-account within the actor's project and a queue they may see, or 404/403. */
export async function scopedPreAccount(db: Database, actor: Actor, uuid: string, lock = false) {
  const row = await findPreAccount(db, uuid, lock);
  if (!row) throw notFound(PRE_ACCOUNT_MESSAGES.notFound);
  const scope = actorScope(actor);
  if (scope !== null && row.project_id !== scope) throw notFound(PRE_ACCOUNT_MESSAGES.notFound);
  const user = actor.user;
  const groups = groupsOfStatus(row.status);
  const extra = row.restricted_by ? ['view_restricted_clients'] : [];
  const visible =
    groups.some((g) => hasPermissions(user, [groupPermission(g)])) ||
    extra.some((p) => hasPermissions(user, [p])) ||
    (groups.length === 0 && hasPermissions(user, ['view_onboarding_records']));
  if (!visible) throw forbidden();
  return row;
}

export async function readPreAccount(db: Database, actor: Actor, uuid: string) {
  return preAccountDetail(db, await scopedPreAccount(db, actor, uuid));
}

/** The detail of a pre-account already read within the actor's scope (`scopedPreAccount`). */
export async function preAccountDetail(db: Database, row: PreAccountRow) {
  const analyses = await analysesOf(db, [row.uuid]);
  return toPreAccountDetail(row, analyses.get(row.uuid) ?? []);
}

const snapshot = (row: PreAccountRow) => ({
  status: row.status,
  action: row.action,
  assignedTo: row.assigned_to,
  levelRisk: row.level_risk,
  dynamicFields: row.dynamic_fields,
});

/**
 * Is this call the approval of a high-risk account (gated by four eyes)? `account` reads the
 * pre-account within the actor's scope (`scopedPreAccount`), only for an approval.
 */
export async function isHighRiskApproval(
  actor: Actor,
  body: Partial<AnalysisBody> | undefined,
  account: () => Promise<PreAccountRow>,
): Promise<boolean> {
  if (body?.decision !== 'APPROVE') return false;
  const row = await account();
  if (row.level_risk !== 'HIGH') return false;
  // A change that could not be applied is refused now, not after a colleague approves it.
  assertDecisionAllowed(row, 'APPROVE', actor.user.username, false);
  return true;
}

function assertDecisionAllowed(
  row: PreAccountRow,
  decision: keyof typeof TRANSITIONS,
  username: string,
  approved: boolean,
): void {
  if (!TRANSITIONS[decision].from.includes(row.status))
    throw conflict(PRE_ACCOUNT_MESSAGES.statusNotAllowed(row.status));
  if (row.assigned_to && row.assigned_to !== username && !approved) {
    throw conflict(PRE_ACCOUNT_MESSAGES.assignedToOther(row.assigned_name ?? row.assigned_to));
  }
  if (decision === 'APPROVE' && row.restricted_by) throw conflict(PRE_ACCOUNT_MESSAGES.restricted);
}

export interface DecisionHooks {
  /** Refuses opening an account for a document on the restrictive list. */
  isBlacklisted?: (db: Database, document: string) => Promise<boolean>;
}

/** Applies a decision to a pre-account, with its row lock, analysis entry and audit. */
export async function decide(
  db: Database,
  actor: Actor,
  uuid: string,
  body: AnalysisBody,
  hooks: DecisionHooks = {},
) {
  const user = actor.user;
  return inTransaction(db, async (trx) => {
    const row = await scopedPreAccount(trx, actor, uuid, true);
    const before = snapshot(row);
    let statusTo = row.status;
    if (body.decision === 'ASSIGN') {
      const target = body.assignTo ?? user.username;
      const staff = await enabledStaff(trx, target);
      if (!staff)
        throw unprocessable(PRE_ACCOUNT_MESSAGES.assigneeUnknown, {
          assignTo: [PRE_ACCOUNT_MESSAGES.assigneeUnknown],
        });
      await updatePreAccount(trx, uuid, {
        assigned_to: staff.username,
        assigned_name: staff.full_name,
        assigned_at: new Date(),
      });
    } else if (body.decision === 'RELEASE') {
      await updatePreAccount(trx, uuid, { assigned_to: null, assigned_name: null, assigned_at: null });
    } else {
      const rule = TRANSITIONS[body.decision];
      assertDecisionAllowed(row, body.decision, user.username, actor.approvedBy !== null);
      if (body.decision === 'APPROVE' && hooks.isBlacklisted && (await hooks.isBlacklisted(trx, row.cpf))) {
        throw conflict(PRE_ACCOUNT_MESSAGES.blacklisted);
      }
      statusTo = rule.to;
      await updatePreAccount(trx, uuid, { status: statusTo, action: body.decision });
      if (body.decision === 'APPROVE' && !row.uuid_account_payment) await openAccount(trx, row);
    }
    if (body.decision !== 'ASSIGN' && body.decision !== 'RELEASE') {
      await insertAnalysis(trx, {
        pre_account_uuid: uuid,
        username: user.username,
        name_user_analysis: user.fullName,
        decision: body.decision,
        status_from: row.status,
        status_to: statusTo,
        reason: body.reason ?? null,
      });
    }
    const after = await findPreAccount(trx, uuid);
    await audit(trx, actor, {
      tableContext: 'pre_account',
      recordId: uuid,
      action: 'UPDATE',
      before,
      after: after ? { ...snapshot(after), decision: body.decision, reason: body.reason ?? null } : null,
      projectId: row.project_id,
    });
    const analyses = await analysesOf(trx, [uuid]);
    return toPreAccountDetail(after ?? row, analyses.get(uuid) ?? []);
  });
}

/** An approved applicant gets their payment account in the white label. */
async function openAccount(trx: Database, row: PreAccountRow): Promise<void> {
  const number = row.account_number ?? String(Date.now()).slice(-8);
  const account = await insertAccount(trx, {
    uuid_white_label: row.uuid_white_label,
    full_name: row.name,
    account_number: number,
    document: row.cpf,
    phone: row.phone,
  });
  if (account) await linkPaymentAccount(trx, row.uuid, account, number);
}

/** Sends an account back to the applicant with the fields to correct. */
export async function sendBack(
  db: Database,
  actor: Actor,
  uuid: string,
  body: { fields: string[]; reason: string },
) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await scopedPreAccount(trx, actor, uuid, true);
    if (!SEND_BACK_FROM.includes(row.status))
      throw conflict(PRE_ACCOUNT_MESSAGES.statusNotAllowed(row.status));
    await updatePreAccount(trx, uuid, {
      status: 'PENDENT',
      action: 'SEND_BACK',
      dynamic_fields: JSON.stringify(body.fields),
    });
    await insertAnalysis(trx, {
      pre_account_uuid: uuid,
      username: user.username,
      name_user_analysis: user.fullName,
      decision: 'SEND_BACK',
      status_from: row.status,
      status_to: 'PENDENT',
      reason: body.reason,
    });
    await audit(trx, actor, {
      tableContext: 'pre_account',
      recordId: uuid,
      action: 'UPDATE',
      before: snapshot(row),
      after: { status: 'PENDENT', dynamicFields: body.fields, reason: body.reason },
      projectId: row.project_id,
    });
    return readPreAccount(trx, actor, uuid);
  });
}

/** Takes the oldest free case of a queue for the caller (assigning it), or 404 when none. */
export async function takeNextCase(db: Database, actor: Actor, queue: OnboardingQueue) {
  const user = actor.user;
  const info = ONBOARDING_QUEUES[queue];
  if (!hasPermissions(user, [info.permission])) throw forbidden();
  const statuses = PRE_ACCOUNT_STATUS_GROUPS[info.group as PreAccountStatusGroup];
  return db.transaction().execute(async (trx) => {
    const uuid = await nextUnassigned(trx, statuses, actorScope(actor), user.username);
    if (!uuid) throw notFound(PRE_ACCOUNT_MESSAGES.queueEmpty);
    const row = await findPreAccount(trx, uuid);
    await updatePreAccount(trx, uuid, {
      assigned_to: user.username,
      assigned_name: user.fullName,
      assigned_at: new Date(),
    });
    await audit(trx, actor, {
      tableContext: 'pre_account',
      recordId: uuid,
      action: 'UPDATE',
      before: row ? snapshot(row) : null,
      after: { assignedTo: user.username },
      projectId: row?.project_id ?? null,
    });
    return { uuid };
  });
}
