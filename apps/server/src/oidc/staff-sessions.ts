import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** What the built-in provider keeps of a signed-in member: sessions, grants, codes and refresh tokens. */
const SESSION_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken'];

/**
 * Ends a staff member's sessions: every token issued before now is refused by the API (checked
 * with the member's state, within seconds), and the provider's sessions, grants and refresh
 * tokens are deleted, so nothing renews them. The member signs in again.
 */
export async function endStaffSessions(db: Database, staffId: number): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ sessions_revoked_at: new Date() })
    .where('id', '=', staffId)
    .execute();
  await db
    .deleteFrom('oidc_payload')
    .where('model', 'in', SESSION_MODELS)
    .where(sql<string>`payload->>'accountId'`, '=', String(staffId))
    .execute();
}
