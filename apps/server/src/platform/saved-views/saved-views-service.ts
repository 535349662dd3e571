import type { SavedView, savedViewInputSchema } from '@mentor/contract/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { projectScope, requireUser } from '../../http/project-scope.ts';
import { audit } from '../audit/audit-service.ts';
import { deleteOwnView, insertView, listVisibleViews } from './saved-views-repository.ts';

export const SAVED_VIEW_MESSAGES = { notFound: 'Visão salva não encontrada.' } as const;

/**
 * Named filter views per screen. A view is private to its owner unless shared; a shared view
 * is seen by the team: everyone whose project scope covers the project it was saved in.
 */
export async function listViews(db: Database, request: FastifyRequest, screen: string): Promise<SavedView[]> {
  const user = requireUser(request);
  return listVisibleViews(db, screen, user.username, projectScope(request));
}

export async function createView(
  db: Database,
  request: FastifyRequest,
  input: z.output<typeof savedViewInputSchema>,
): Promise<SavedView> {
  const user = requireUser(request);
  const scope = projectScope(request);
  return db.transaction().execute(async (trx) => {
    const created = await insertView(trx, {
      screen: input.screen,
      name: input.name,
      owner: user.username,
      projectId: scope,
      shared: input.shared,
      query: input.query,
    });
    await audit(trx, request, {
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
export async function deleteView(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const user = requireUser(request);
  await db.transaction().execute(async (trx) => {
    const existing = await deleteOwnView(trx, id, user.username);
    if (!existing) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    await audit(trx, request, {
      tableContext: 'saved_filter_view',
      recordId: existing.id,
      action: 'DELETE',
      before: existing,
    });
  });
}
