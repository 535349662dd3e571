import { useEffect } from 'react';
import { checkToken, TOKEN_CHECK_INTERVAL_MS } from '../../shared/lib/auth/token-check';
import { sessionRuntime } from './session-runtime';

/** Every 10 s: renew a token about to expire; on failure send the user to sign in again. */
export function useTokenCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const session = sessionRuntime();
    const timer = setInterval(() => {
      void checkToken(session, () => void session.signIn());
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
