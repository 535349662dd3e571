import { type AnalysisDecision, RISK_MESSAGES, type TransactionAnalysis } from '@mentor/contract/risk';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  type AnalysisRow,
  findAnalysis,
  lockNextUnassigned,
  toAnalysis,
  updateAnalysis,
} from './analysis-repository.ts';
import { whiteLabelScope } from './risk-scope.ts';

const CONTEXT = 'transaction_analysis';
const open = (row: AnalysisRow) => row.status === 'PENDING' || row.status === 'IN_ANALYSIS';

async function auditChange(trx: Database, actor: Actor, row: AnalysisRow) {
  const after = await findAnalysis(trx, row.uuid);
  if (!after) throw notFound(RISK_MESSAGES.analysisNotFound);
  const result = toAnalysis(after);
  await audit(trx, actor, {
    tableContext: CONTEXT,
    recordId: row.uuid,
    action: 'UPDATE',
    before: toAnalysis(row),
    after: result,
    projectId: row.project_id,
  });
  return result;
}

/**
 * The send-analysis action: approve or decline with a reason (the one who decides and when are
 * kept), take the transaction (`assign: 'me'`) or give it back to the queue (`'release'`).
 * A decided transaction, or one taken by someone else, answers 409.
 */
export async function sendAnalysis(
  db: Database,
  actor: Actor,
  uuid: string,
  input: AnalysisDecision,
): Promise<TransactionAnalysis> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await findAnalysis(trx, uuid, true);
    if (!row) throw notFound(RISK_MESSAGES.analysisNotFound);
    assertActorProject(actor, row.project_id);
    if (!open(row)) throw conflict(RISK_MESSAGES.analysisDecided);
    if (row.assigned_to !== null && row.assigned_to !== user.username) {
      throw conflict(RISK_MESSAGES.analysisAssignedElsewhere);
    }
    const now = new Date();
    if (input.assign === 'me') {
      await updateAnalysis(trx, uuid, {
        status: 'IN_ANALYSIS',
        assigned_to: user.username,
        assigned_at: now,
      });
    } else if (input.assign === 'release') {
      await updateAnalysis(trx, uuid, { status: 'PENDING', assigned_to: null, assigned_at: null });
    } else if (input.decision && input.reason) {
      await updateAnalysis(trx, uuid, {
        status: input.decision,
        assigned_to: user.username,
        assigned_at: row.assigned_at ?? now,
        decided_by: user.username,
        decided_at: now,
        decision_reason: input.reason,
      });
    }
    return auditChange(trx, actor, row);
  });
}

/** Takes the oldest pending, unassigned transaction in the caller's scope; 404 when none is left. */
export async function takeNext(db: Database, actor: Actor): Promise<TransactionAnalysis> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await lockNextUnassigned(trx, whiteLabelScope(actor));
    if (!row) throw notFound(RISK_MESSAGES.analysisNoneLeft);
    await updateAnalysis(trx, row.uuid, {
      status: 'IN_ANALYSIS',
      assigned_to: user.username,
      assigned_at: new Date(),
    });
    return auditChange(trx, actor, row);
  });
}
