import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findWhiteLabel, listBlacklistBlockReasons, listWhiteLabelRows } from './white-label-repository.ts';

/** The white labels of a project (of every project when `projectId` is null), by name. */
export async function listWhiteLabels(db: Database, projectId: number | null) {
  const rows = await listWhiteLabelRows(db, projectId);
  return rows.map((r) => ({ uuid: r.uuid, fantasyName: r.fantasy_name, ispb: r.ispb }));
}

/** The blacklist block reasons of a white label within the actor's scope, or 404. */
export async function listBlockReasons(db: Database, actor: Actor, whiteLabelId: string) {
  const whiteLabel = await findWhiteLabel(db, whiteLabelId);
  if (!whiteLabel) throw notFound('Parceiro não encontrado.');
  assertActorProject(actor, whiteLabel.project_id);
  const rows = await listBlacklistBlockReasons(db, whiteLabel.uuid);
  return rows.map((r) => ({ id: r.id, typeBlock: r.type_block, description: r.description }));
}
