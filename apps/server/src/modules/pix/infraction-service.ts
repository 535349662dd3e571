import type { Infraction, InfractionCloseInput } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { findInfraction, toInfraction, updateInfraction } from './infraction-repository.ts';

export const INFRACTION_MESSAGES = {
  notFound: 'Infração não encontrada.',
  closeNotOpen: 'Só é possível fechar uma infração com status Aberto.',
  cancelNotOpen: 'Só é possível cancelar uma infração com status Aberto.',
} as const;

/** An infraction the caller may see, or 404. */
export async function readInfraction(db: Database, actor: Actor, uuid: string): Promise<Infraction> {
  const row = await findInfraction(db, uuid);
  if (!row) throw notFound(INFRACTION_MESSAGES.notFound);
  assertActorProject(actor, row.project_id);
  return toInfraction(row);
}

type Transition = { kind: 'close'; input: InfractionCloseInput } | { kind: 'cancel' };

/** OPEN → CLOSED (with the analysis) or OPEN → CANCELLED; anything else is a 409. */
export async function changeInfraction(
  db: Database,
  actor: Actor,
  uuid: string,
  transition: Transition,
): Promise<Infraction> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await findInfraction(trx, uuid, true);
    if (!row) throw notFound(INFRACTION_MESSAGES.notFound);
    assertActorProject(actor, row.project_id);
    if (row.status !== 'OPEN') {
      throw conflict(
        transition.kind === 'close' ? INFRACTION_MESSAGES.closeNotOpen : INFRACTION_MESSAGES.cancelNotOpen,
      );
    }
    const now = new Date();
    if (transition.kind === 'close') {
      await updateInfraction(trx, uuid, {
        status: 'CLOSED',
        analysis_result: transition.input.analysisResult,
        analysis_details: transition.input.analysisDetails,
        closed_by: user.username,
        closed_at: now,
      });
    } else {
      await updateInfraction(trx, uuid, {
        status: 'CANCELLED',
        cancelled_by: user.username,
        cancelled_at: now,
      });
    }
    const after = await findInfraction(trx, uuid);
    if (!after) throw notFound(INFRACTION_MESSAGES.notFound);
    const before = toInfraction(row);
    const result = toInfraction(after);
    await audit(trx, actor, {
      tableContext: 'infraction_report',
      recordId: uuid,
      action: 'UPDATE',
      before,
      after: result,
      projectId: row.project_id,
    });
    return result;
  });
}
