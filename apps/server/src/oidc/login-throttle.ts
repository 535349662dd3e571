import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Failed sign-in attempts per username, whatever the client address, in a fixed window, kept
 * in PostgreSQL so that every replica counts the same attempts and a restart forgets nothing.
 * While a username is locked no password is checked, the right one included.
 */
export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** The key of a username: case and surrounding spaces do not make another one. */
  static key(username: string): string {
    return username.trim().toLowerCase();
  }

  private get windowSeconds(): number {
    return Math.ceil(this.options.windowMs / 1000);
  }

  /** True while this username has used up its failed attempts in the current window. */
  async isBlocked(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select('failures')
      .where('username', '=', LoginThrottle.key(username))
      .where('window_start', '>', sql<Date>`now() - make_interval(secs => ${this.windowSeconds})`)
      .executeTakeFirst();
    return row !== undefined && row.failures >= this.options.maxFailures;
  }

  /**
   * Takes one of the window's attempts before the password is looked at, in one statement: of
   * many attempts at once, exactly the ones left are checked. False when none is left (the
   * username is locked). A successful sign-in then gives its attempt back ({@link reset}).
   */
  async reserveAttempt(username: string): Promise<boolean> {
    const window = this.windowSeconds;
    const result = await sql<{ failures: number }>`
      INSERT INTO login_throttle (username, failures, window_start)
      VALUES (${LoginThrottle.key(username)}, 1, now())
      ON CONFLICT (username) DO UPDATE SET
        failures = CASE WHEN login_throttle.window_start <= now() - make_interval(secs => ${window})
                        THEN 1 ELSE login_throttle.failures + 1 END,
        window_start = CASE WHEN login_throttle.window_start <= now() - make_interval(secs => ${window})
                            THEN now() ELSE login_throttle.window_start END
      WHERE login_throttle.window_start <= now() - make_interval(secs => ${window})
         OR login_throttle.failures < ${this.options.maxFailures}
      RETURNING failures`.execute(this.db);
    return result.rows.length > 0;
  }

  /** Counts a failure in one statement (concurrent failures each count); answers the count. */
  async recordFailure(username: string): Promise<number> {
    const window = this.windowSeconds;
    const result = await sql<{ failures: number }>`
      INSERT INTO login_throttle (username, failures, window_start)
      VALUES (${LoginThrottle.key(username)}, 1, now())
      ON CONFLICT (username) DO UPDATE SET
        failures = CASE WHEN login_throttle.window_start <= now() - make_interval(secs => ${window})
                        THEN 1 ELSE login_throttle.failures + 1 END,
        window_start = CASE WHEN login_throttle.window_start <= now() - make_interval(secs => ${window})
                            THEN now() ELSE login_throttle.window_start END
      RETURNING failures`.execute(this.db);
    return Number(result.rows[0]?.failures ?? 0);
  }

  async reset(username: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('username', '=', LoginThrottle.key(username)).execute();
  }
}
