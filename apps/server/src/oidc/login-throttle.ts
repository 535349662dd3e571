import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../config/clock.ts';
import type { Database } from '../db/database.ts';

/**
 * Failed sign-in attempts, counted in PostgreSQL so that every replica counts the same attempts
 * and a restart forgets nothing. Three counters, each taken in one statement before the password
 * is looked at (so concurrent guesses cannot outrun them):
 *
 * - **lock**, per username and client: the client is a browser that already signed in as this
 *   username (a signed device cookie), else the source address. Ten failures lock that client
 *   out of that username for the window, the right password included, and nobody else: one
 *   source gets no more guesses than a per-username lock gave, and the owner, on their own
 *   browser or from another address, still gets in.
 * - **slowdown per username** and **per source**, for attempts from clients the username does not
 *   know: past their free attempts in the window, one attempt is let through per spacing, the
 *   others are refused unchecked. Guessing from many sources stays capped by the username's
 *   pace; spraying many usernames from one source by the source's.
 *
 * A successful sign-in clears its lock counter and gives its attempt back to the slowdowns.
 */
export interface ThrottleRule {
  /** Attempts in a window before the rule bites. */
  limit: number;
  windowSeconds: number;
  /** Past the limit: 0 refuses every attempt until the window ends; otherwise one per this many seconds. */
  spacingSeconds: number;
}

export interface SignInThrottleRules {
  lock: ThrottleRule;
  perUsername: ThrottleRule;
  perSource: ThrottleRule;
}

export const DEFAULT_SIGN_IN_RULES: SignInThrottleRules = {
  lock: { limit: 10, windowSeconds: 5 * 60, spacingSeconds: 0 },
  perUsername: { limit: 10, windowSeconds: 15 * 60, spacingSeconds: 45 },
  perSource: { limit: 30, windowSeconds: 5 * 60, spacingSeconds: 2 },
};

export interface SignInAttempt {
  username: string;
  /** The client address, as the trusted proxies report it. */
  source: string;
  /** Id of a browser that already signed in as this username (verified device cookie). */
  knownDevice?: string;
}

/** An attempt let through: what it took, to be settled once the password has been checked. */
export interface TakenAttempt {
  readonly lockKey: string;
  readonly lockFailures: number;
  readonly slowdownKeys: readonly string[];
  /** Failures counted on the username's slowdown with this attempt (0 for a known browser). */
  readonly usernameFailures: number;
}

export type ThrottleVerdict =
  | { allowed: true; attempt: TakenAttempt }
  | { allowed: false; reason: 'locked' | 'slowed' };

/** How often a process deletes counters whose window ended long ago. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export class LoginThrottle {
  private lastPurge = 0;

  constructor(
    private readonly db: Database,
    private readonly rules: SignInThrottleRules = DEFAULT_SIGN_IN_RULES,
    private readonly clock?: Clock,
  ) {}

  /** The key of a username: case and surrounding spaces do not make another one. */
  static key(username: string): string {
    return username.trim().toLowerCase();
  }

  static lockKey(attempt: SignInAttempt): string {
    const client = attempt.knownDevice ? `device:${attempt.knownDevice}` : `address:${attempt.source}`;
    return `lock:${LoginThrottle.key(attempt.username)}:${client}`;
  }

  static usernameKey(username: string): string {
    return `user:${LoginThrottle.key(username)}`;
  }

  static sourceKey(source: string): string {
    return `source:${source}`;
  }

  /**
   * The database's time, moved by as much as the app's clock is ahead of the system's (nothing,
   * outside tests): every replica decides on one time, and a test moves it instead of waiting.
   */
  private now(): RawBuilder<Date> {
    const skewSeconds = this.clock ? (this.clock.now() - Date.now()) / 1000 : 0;
    return sql<Date>`(now() + make_interval(secs => ${skewSeconds}))`;
  }

  /** Takes one attempt of `rule` under `key`, in one statement; the count, or null when refused. */
  private async reserve(key: string, rule: ThrottleRule): Promise<number | null> {
    const now = this.now();
    const ended = sql`t.window_start <= ${now} - make_interval(secs => ${rule.windowSeconds})`;
    const result = await sql<{ failures: number }>`
      INSERT INTO sign_in_throttle AS t (key, failures, window_start, next_attempt_at)
      VALUES (${key}, 1, ${now}, ${now})
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${ended} THEN 1 ELSE t.failures + 1 END,
        window_start = CASE WHEN ${ended} THEN ${now} ELSE t.window_start END,
        next_attempt_at = CASE WHEN ${ended} OR t.failures + 1 <= ${rule.limit} THEN ${now}
                               ELSE ${now} + make_interval(secs => ${rule.spacingSeconds}) END
      WHERE ${ended}
         OR t.failures < ${rule.limit}
         OR (${rule.spacingSeconds} > 0 AND t.next_attempt_at <= ${now})
      RETURNING failures`.execute(this.db);
    const failures = result.rows[0]?.failures;
    return failures === undefined ? null : Number(failures);
  }

  private async giveBack(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .updateTable('sign_in_throttle')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('key', 'in', keys)
      .execute();
  }

  /**
   * Takes the attempt's counters before its password is checked: the lock of its client, then
   * (for a client the username does not know) the source's and the username's slowdowns. A
   * refused attempt gives back what it took.
   */
  async take(attempt: SignInAttempt): Promise<ThrottleVerdict> {
    this.maybePurge();
    const lockKey = LoginThrottle.lockKey(attempt);
    const lockFailures = await this.reserve(lockKey, this.rules.lock);
    if (lockFailures === null) return { allowed: false, reason: 'locked' };
    if (attempt.knownDevice) {
      return { allowed: true, attempt: { lockKey, lockFailures, slowdownKeys: [], usernameFailures: 0 } };
    }
    const sourceKey = LoginThrottle.sourceKey(attempt.source);
    if ((await this.reserve(sourceKey, this.rules.perSource)) === null) {
      await this.giveBack([lockKey]);
      return { allowed: false, reason: 'slowed' };
    }
    const usernameKey = LoginThrottle.usernameKey(attempt.username);
    const usernameFailures = await this.reserve(usernameKey, this.rules.perUsername);
    if (usernameFailures === null) {
      await this.giveBack([lockKey, sourceKey]);
      return { allowed: false, reason: 'slowed' };
    }
    return {
      allowed: true,
      attempt: { lockKey, lockFailures, slowdownKeys: [sourceKey, usernameKey], usernameFailures },
    };
  }

  /** After a failed password: true when this failure used up the client's last attempt. */
  locksClient(attempt: TakenAttempt): boolean {
    return attempt.lockFailures === this.rules.lock.limit;
  }

  /** After a failed password: true when this failure starts slowing the username down. */
  slowsUsername(attempt: TakenAttempt): boolean {
    return attempt.usernameFailures === this.rules.perUsername.limit;
  }

  /** After a successful sign-in: the client starts afresh, the slowdowns get the attempt back. */
  async succeeded(attempt: TakenAttempt): Promise<void> {
    await this.db.deleteFrom('sign_in_throttle').where('key', '=', attempt.lockKey).execute();
    await this.giveBack(attempt.slowdownKeys);
  }

  /** Deletes counters whose window ended over a day ago, at most every 10 minutes per process. */
  private maybePurge(): void {
    const nowMs = Date.now();
    if (nowMs - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = nowMs;
    this.db
      .deleteFrom('sign_in_throttle')
      .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
      .where('next_attempt_at', '<', sql<Date>`now()`)
      .execute()
      .catch(() => {
        // Retried at the next interval; counters past their window are ignored meanwhile.
      });
  }
}
