import type { UserManager } from 'oidc-client-ts';
import { type StoredUser, secondsLeft } from './stored-user';

/** Token check period and minimum validity (spec core §9). */
export const TOKEN_CHECK_INTERVAL_MS = 10_000;
export const TOKEN_MIN_VALIDITY_SECONDS = 60;

export interface TokenSession {
  getUser(): StoredUser | null;
  /** The OpenID Connect client, fetched only when a renewal is due. */
  userManager(): Promise<UserManager>;
}

/**
 * One token check (spec core §4.1): a token valid for under a minute is renewed (with the
 * refresh token when there is one); when renewal fails the user is cleared and `onExpired` runs.
 */
export async function checkToken(
  session: TokenSession,
  onExpired: () => void,
  nowMs = Date.now(),
): Promise<void> {
  const user = session.getUser();
  if (!user) {
    onExpired();
    return;
  }
  if ((secondsLeft(user, nowMs) ?? 0) >= TOKEN_MIN_VALIDITY_SECONDS) return;
  const userManager = await session.userManager();
  try {
    const renewed = await userManager.signinSilent();
    if (!renewed) throw new Error('Token renewal returned no user');
  } catch {
    await userManager.removeUser();
    onExpired();
  }
}
