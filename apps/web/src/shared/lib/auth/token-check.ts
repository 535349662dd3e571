import type { UserManager } from 'oidc-client-ts';

/** Token check period and minimum validity (spec core §9). */
export const TOKEN_CHECK_INTERVAL_MS = 10_000;
export const TOKEN_MIN_VALIDITY_SECONDS = 60;

/**
 * One token check (spec core §4.1): a token valid for under a minute is renewed (with the
 * refresh token when there is one); when renewal fails the user is cleared and `onExpired` runs.
 */
export async function checkToken(userManager: UserManager, onExpired: () => void): Promise<void> {
  const user = await userManager.getUser();
  if (!user) {
    onExpired();
    return;
  }
  if ((user.expires_in ?? 0) >= TOKEN_MIN_VALIDITY_SECONDS) return;
  try {
    const renewed = await userManager.signinSilent();
    if (!renewed) throw new Error('Token renewal returned no user');
  } catch {
    await userManager.removeUser();
    onExpired();
  }
}
