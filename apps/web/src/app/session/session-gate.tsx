import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { hasMentorRole } from '../../shared/lib/auth/access';
import { sessionUserFrom } from '../../shared/lib/auth/session-claims';
import { type Session, SessionContext } from '../../shared/lib/auth/session-context';
import { isSigningOut, signIn, signOut } from '../../shared/lib/auth/user-manager';
import { bindSelectedProjectOwner } from '../../shared/lib/project/selected-project';
import { ErrorScreen } from '../errors/error-screen';
import { AppLoader } from './app-loader';
import { BlockingNotice } from './blocking-notice';
import { sessionRuntime } from './session-runtime';
import { useTokenCheck } from './use-token-check';

/** How long the blocking notices stay before the user is signed out. */
export const NOTICE_LOGOUT_DELAY_MS = 4000;

/**
 * Lets only signed-in staff through (spec core §4.1, §6): sends anonymous visitors to sign in
 * (coming back to the same path), signs out users without a mentor_ role, and blocks
 * single-project users whose token carries no valid project.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { t } = useTranslation('shell');
  const { userManager, config } = sessionRuntime();
  const signInStarted = useRef(false);
  const needsSignIn = !auth.isLoading && !auth.isAuthenticated && !auth.error && !auth.activeNavigator;

  useEffect(() => {
    if (!needsSignIn || signInStarted.current || isSigningOut()) return;
    signInStarted.current = true;
    void signIn(userManager, config);
  }, [needsSignIn, userManager, config]);

  const user = useMemo(
    () => (auth.user ? sessionUserFrom(auth.user.profile, auth.user.access_token) : null),
    [auth.user],
  );
  const logout = useCallback(() => void signOut(userManager, config), [userManager, config]);
  const session = useMemo<Session | null>(() => (user ? { user, logout } : null), [user, logout]);
  useTokenCheck(auth.isAuthenticated);

  if (auth.error && !auth.isAuthenticated)
    return <ErrorScreen status={401} text={t('session.signInFailed')} />;
  if (!session || auth.activeNavigator === 'signoutRedirect' || isSigningOut()) return <AppLoader />;
  if (!hasMentorRole(session.user.realmRoles)) {
    return (
      <>
        <AppLoader />
        <BlockingNotice
          title={t('session.noAccessTitle')}
          text={t('session.noAccessText')}
          onTimeout={logout}
          delayMs={NOTICE_LOGOUT_DELAY_MS}
        />
      </>
    );
  }
  if (!session.user.multiProject && session.user.projectId === null) {
    return (
      <>
        <AppLoader />
        <BlockingNotice
          title={t('session.noProjectTitle')}
          text={t('session.noProjectText')}
          onTimeout={logout}
          delayMs={NOTICE_LOGOUT_DELAY_MS}
        />
      </>
    );
  }
  bindSelectedProjectOwner(session.user.userName);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
