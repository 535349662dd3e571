import { RISK_MESSAGES } from '@mentor/contract/risk';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope, assertActorProject } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findAccount, findWhiteLabel } from './account-repository.ts';

/** The project a single-project caller is confined to (through the white labels), or null. */
export const whiteLabelScope = (actor: Actor): number | null => actorScope(actor);

/** A white label the caller may see, or 404. */
export async function requireWhiteLabel(db: Database, actor: Actor, uuid: string) {
  const row = await findWhiteLabel(db, uuid);
  if (!row) throw notFound(RISK_MESSAGES.whiteLabelNotFound);
  assertActorProject(actor, row.project_id);
  return row;
}

/** An account of the given white label that the caller may see, or 404. */
export async function requireAccount(db: Database, actor: Actor, whiteLabel: string, uuid: string) {
  await requireWhiteLabel(db, actor, whiteLabel);
  const row = await findAccount(db, uuid);
  if (!row || row.uuid_white_label !== whiteLabel) throw notFound(RISK_MESSAGES.accountNotFound);
  return row;
}
