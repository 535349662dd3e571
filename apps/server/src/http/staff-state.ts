import type { Database } from '../db/database.ts';

/** How long a staff member's state is trusted before it is read again. */
export const STAFF_STATE_TTL_MS = 3_000;

interface Entry {
  active: boolean;
  readAt: number;
}

/**
 * Whether a token's holder may still act: a staff member disabled (or removed) after the token
 * was issued is refused within {@link STAFF_STATE_TTL_MS}, not when the token expires. Staff
 * unknown to `staff_user` (an external issuer's users without a local row) are left to the
 * issuer. Entries are cached per username for a few seconds.
 */
export function createStaffState(db: Database, ttlMs = STAFF_STATE_TTL_MS) {
  const cache = new Map<string, Entry>();
  return {
    async isActive(username: string, options: { requireRow: boolean }): Promise<boolean> {
      const now = Date.now();
      const cached = cache.get(username);
      if (cached && now - cached.readAt < ttlMs) return cached.active;
      const row = await db
        .selectFrom('staff_user')
        .select(['enabled'])
        .where('username', '=', username)
        .executeTakeFirst();
      const active = row ? row.enabled : !options.requireRow;
      if (cache.size > 10_000) cache.clear();
      cache.set(username, { active, readAt: now });
      return active;
    },
  };
}
