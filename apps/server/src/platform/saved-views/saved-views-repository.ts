import type { SavedView } from '@mentor/contract/platform';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';

const COLUMNS = ['id', 'screen', 'name', 'owner', 'shared', 'query', 'created_at'] as const;

interface ViewRow {
  id: number;
  screen: string;
  name: string;
  owner: string;
  shared: boolean;
  query: unknown;
  created_at: Date;
}

const queryObject = z.record(z.string(), z.unknown()).catch({});

export const toSavedView = (r: ViewRow): SavedView => ({
  id: r.id,
  screen: r.screen,
  name: r.name,
  owner: r.owner,
  shared: r.shared,
  query: queryObject.parse(r.query),
  created_at: r.created_at.toISOString(),
});

/**
 * Views of a screen the user sees: their own, and shared ones saved in a project their scope
 * covers (`scope` null: every project) or saved without a project.
 */
export async function listVisibleViews(
  db: Database,
  screen: string,
  username: string,
  scope: number | null,
): Promise<SavedView[]> {
  const rows = await db
    .selectFrom('saved_filter_view')
    .select(COLUMNS)
    .where('screen', '=', screen)
    .where((eb) =>
      eb.or([
        eb('owner', '=', username),
        scope === null
          ? eb('shared', '=', true)
          : eb.and([
              eb('shared', '=', true),
              eb.or([eb('project_id', '=', scope), eb('project_id', 'is', null)]),
            ]),
      ]),
    )
    .orderBy('name')
    .execute();
  return rows.map(toSavedView);
}

export async function insertView(
  db: Database,
  values: {
    screen: string;
    name: string;
    owner: string;
    projectId: number | null;
    shared: boolean;
    query: Record<string, unknown>;
  },
): Promise<SavedView> {
  const row = await db
    .insertInto('saved_filter_view')
    .values({
      screen: values.screen,
      name: values.name,
      owner: values.owner,
      project_id: values.projectId,
      shared: values.shared,
      query: JSON.stringify(values.query),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toSavedView(row);
}

/** Deletes the owner's view; nothing when it is not theirs. */
export async function deleteOwnView(db: Database, id: number, owner: string): Promise<SavedView | undefined> {
  const row = await db
    .deleteFrom('saved_filter_view')
    .where('id', '=', id)
    .where('owner', '=', owner)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toSavedView(row) : undefined;
}
