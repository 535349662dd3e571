import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Asks the database for nothing: resolves once it answers, throws when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
