import type { Database } from '../db/database.ts';

/** How long a staff member's state is trusted before it is read again. */
export const STAFF_STATE_TTL_MS = 3_000;

interface Entry {
  enabled: boolean;
  /** Epoch milliseconds before which this member's tokens are refused, if their sessions were ended. */
  revokedAt: number | null;
  readAt: number;
}

/**
 * Whether a token's holder may still act: a staff member disabled (or removed) after the token
 * was issued, or whose sessions were ended after it was issued (a password reset), is refused
 * within {@link STAFF_STATE_TTL_MS}, not when the token expires. Staff
 * unknown to `staff_user` (an external issuer's users without a local row) are left to the
 * issuer. Entries are cached per username for a few seconds of `now` (the app's clock, which
 * tests move forward instead of waiting).
 */
export function createStaffState(db: Database, ttlMs = STAFF_STATE_TTL_MS, now: () => number = Date.now) {
  const cache = new Map<string, Entry>();
  return {
    /**
     * `issuedAtMs`: when the token was issued, in milliseconds; `precise` when it comes from the
     * built-in provider's `issued_at_ms`, not from `iat` (whole seconds).
     */
    async check(
      username: string,
      options: { requireRow: boolean; issuedAtMs?: number | undefined; precise?: boolean },
    ): Promise<'active' | 'disabled' | 'ended'> {
      const at = now();
      let entry = cache.get(username);
      if (!entry || at - entry.readAt >= ttlMs) {
        const row = await db
          .selectFrom('staff_user')
          .select(['enabled', 'sessions_revoked_at'])
          .where('username', '=', username)
          .executeTakeFirst();
        entry = {
          enabled: row ? row.enabled : !options.requireRow,
          revokedAt: row?.sessions_revoked_at ? row.sessions_revoked_at.getTime() : null,
          readAt: at,
        };
        if (cache.size > 10_000) cache.clear();
        cache.set(username, entry);
      }
      if (!entry.enabled) return 'disabled';
      if (entry.revokedAt === null) return 'active';
      if (options.issuedAtMs === undefined) return 'ended';
      // From `iat` (whole seconds) a token of the very second the sessions ended is refused too.
      const limit = options.precise ? entry.revokedAt : Math.ceil(entry.revokedAt / 1000) * 1000;
      return options.issuedAtMs >= limit ? 'active' : 'ended';
    },
  };
}
