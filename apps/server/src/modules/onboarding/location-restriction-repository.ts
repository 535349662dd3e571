import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const COLUMNS = ['uuid', 'uuid_white_label', 'state', 'city', 'active', 'created_by', 'created_at'] as const;

/** The white label's location restrictions, by state and city. */
export async function restrictionsOf(db: Database, whiteLabel: string) {
  return db
    .selectFrom('location_restriction')
    .select(COLUMNS)
    .where('uuid_white_label', '=', whiteLabel)
    .orderBy('state')
    .orderBy('city')
    .execute();
}

export async function findRestriction(db: Database, uuid: string, lock = false) {
  let q = db.selectFrom('location_restriction').select(COLUMNS).where('uuid', '=', uuid);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function insertRestriction(
  db: Database,
  values: {
    uuid_white_label: string;
    state: string;
    city: string | null;
    active: boolean;
    created_by: string;
  },
) {
  return db.insertInto('location_restriction').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateRestrictionRow(
  db: Database,
  uuid: string,
  values: { state: string; city: string | null; active: boolean },
) {
  return db
    .updateTable('location_restriction')
    .set({ ...values, updated_at: new Date() })
    .where('uuid', '=', uuid)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteRestrictionRow(db: Database, uuid: string): Promise<void> {
  await db.deleteFrom('location_restriction').where('uuid', '=', uuid).execute();
}

/** The states the white label restricts as a whole (an active restriction without a city). */
export async function restrictedStates(db: Database, whiteLabel: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('location_restriction')
    .select(sql<string>`state`.as('state'))
    .where('uuid_white_label', '=', whiteLabel)
    .where('active', '=', true)
    .where('city', 'is', null)
    .execute();
  return new Set(rows.map((s) => s.state));
}
