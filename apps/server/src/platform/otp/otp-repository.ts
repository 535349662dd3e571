import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Counts one more attempt for the user in one statement and answers the count: concurrent
 * attempts each get their own number, so no more than the limit are ever checked. A window
 * older than `windowMinutes` starts over.
 */
export async function reserveAttempt(db: Database, username: string, windowMinutes: number): Promise<number> {
  const result = await sql<{ attempts: number }>`
    INSERT INTO otp_state (username, attempts, attempts_since) VALUES (${username}, 1, now())
    ON CONFLICT (username) DO UPDATE SET
      attempts = CASE WHEN otp_state.attempts_since <= now() - make_interval(mins => ${windowMinutes})
                      THEN 1 ELSE otp_state.attempts + 1 END,
      attempts_since = CASE WHEN otp_state.attempts_since <= now() - make_interval(mins => ${windowMinutes})
                            THEN now() ELSE otp_state.attempts_since END
    RETURNING attempts`.execute(db);
  return Number(result.rows[0]?.attempts ?? 0);
}

/**
 * Spends a time step: succeeds only when it is later than every step the user spent before
 * (RFC 6238 §5.2), and clears the attempts. One statement, so two requests never both win.
 */
export async function spendStep(db: Database, username: string, step: number): Promise<boolean> {
  const spent = await db
    .updateTable('otp_state')
    .set({ last_step: step, attempts: 0, attempts_since: new Date() })
    .where('username', '=', username)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('username')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function lastSpentStep(db: Database, username: string): Promise<number | null> {
  const row = await db
    .selectFrom('otp_state')
    .select('last_step')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.last_step ?? null;
}

/** Forgets the attempts counted for a user (tests, and an administrator's unlock). */
export async function resetAttempts(db: Database, username: string): Promise<void> {
  await db.updateTable('otp_state').set({ attempts: 0 }).where('username', '=', username).execute();
}

/**
 * Gives back a spent time step when the request that spent it was refused without any effect:
 * the same code may be used again (codes of earlier steps stay spent). Only while that step is
 * still the last one spent, so a later code spent meanwhile is never undone.
 */
export async function refundStep(db: Database, username: string, step: number): Promise<void> {
  await db
    .updateTable('otp_state')
    .set({ last_step: step - 1 })
    .where('username', '=', username)
    .where('last_step', '=', step)
    .execute();
}
