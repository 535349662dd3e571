import { useEffect } from 'react';
import { checkToken, TOKEN_CHECK_INTERVAL_MS } from '../../shared/lib/auth/token-check';
import { signIn } from '../../shared/lib/auth/user-manager';
import { sessionRuntime } from './session-runtime';

/** Every 10 s: renew a token about to expire; on failure send the user to sign in again. */
export function useTokenCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const { userManager, config } = sessionRuntime();
    const timer = setInterval(() => {
      void checkToken(userManager, () => void signIn(userManager, config));
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
