import type { SavedView, savedViewInputSchema } from '@mentor/contract/platform';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../audit/audit-service.ts';
import { deleteOwnView, insertView, listVisibleViews } from './saved-views-repository.ts';

export const SAVED_VIEW_MESSAGES = { notFound: 'Visão salva não encontrada.' } as const;

/**
 * Named filter views per screen. A view is private to its owner unless shared; a shared view
 * is seen by the team: everyone whose project scope covers the project it was saved in.
 */
export async function listViews(db: Database, actor: Actor, screen: string): Promise<SavedView[]> {
  return listVisibleViews(db, screen, actor.user.username, actorScope(actor));
}

export async function createView(
  db: Database,
  actor: Actor,
  input: z.output<typeof savedViewInputSchema>,
): Promise<SavedView> {
  const user = actor.user;
  const scope = actorScope(actor);
  return db.transaction().execute(async (trx) => {
    const created = await insertView(trx, {
      screen: input.screen,
      name: input.name,
      owner: user.username,
      projectId: scope,
      shared: input.shared,
      query: input.query,
    });
    await audit(trx, actor, {
      tableContext: 'saved_filter_view',
      recordId: created.id,
      action: 'CREATE',
      after: created,
      projectId: scope,
    });
    return created;
  });
}

/** Only the owner deletes a view; anyone else's answers 404. */
export async function deleteView(db: Database, actor: Actor, id: number): Promise<void> {
  const user = actor.user;
  await db.transaction().execute(async (trx) => {
    const existing = await deleteOwnView(trx, id, user.username);
    if (!existing) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    await audit(trx, actor, {
      tableContext: 'saved_filter_view',
      recordId: existing.id,
      action: 'DELETE',
      before: existing,
    });
  });
}
