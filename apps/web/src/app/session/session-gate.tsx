import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { hasMentorRole } from '../../shared/lib/auth/access';
import { sessionUserFrom } from '../../shared/lib/auth/session-claims';
import { type Session, SessionContext } from '../../shared/lib/auth/session-context';
import { isSigningOut } from '../../shared/lib/auth/signing-out';
import { bindSelectedProjectOwner } from '../../shared/lib/project/selected-project';
import { ErrorScreen } from '../errors/error-screen';
import { AppLoader } from './app-loader';
import { sessionRuntime } from './session-runtime';
import { useTokenCheck } from './use-token-check';

/** The blocking notices' dialog is fetched only for the rare session that needs one. */
const BlockingNotice = lazy(() =>
  import('./blocking-notice').then((module) => ({ default: module.BlockingNotice })),
);

/** How long the blocking notices stay before the user is signed out. */
export const NOTICE_LOGOUT_DELAY_MS = 4000;

/**
 * Lets only signed-in staff through (spec core §4.1, §6): sends anonymous visitors to sign in
 * (coming back to the same path), signs out users without a mentor_ role, and blocks
 * single-project users whose token carries no valid project.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const store = sessionRuntime();
  const stored = useSyncExternalStore(store.subscribe, store.getUser);
  const signInStarted = useRef(false);
  const needsSignIn = stored === null;
  const [signInFailed, setSignInFailed] = useState(false);

  useEffect(() => {
    if (!needsSignIn || signInStarted.current || isSigningOut()) return;
    signInStarted.current = true;
    store.signIn().catch(() => setSignInFailed(true));
  }, [needsSignIn, store]);

  const user = useMemo(
    () => (stored ? sessionUserFrom(stored.profile, stored.access_token) : null),
    [stored],
  );
  const logout = useCallback(() => void store.signOut(), [store]);
  const session = useMemo<Session | null>(() => (user ? { user, logout } : null), [user, logout]);
  useTokenCheck(stored !== null);

  if (signInFailed && !session) return <ErrorScreen status={401} text={t('session.signInFailed')} />;
  if (!session || isSigningOut()) return <AppLoader />;
  if (!hasMentorRole(session.user.realmRoles)) {
    return (
      <>
        <AppLoader />
        <Suspense fallback={null}>
          <BlockingNotice
            title={t('session.noAccessTitle')}
            text={t('session.noAccessText')}
            onTimeout={logout}
            delayMs={NOTICE_LOGOUT_DELAY_MS}
          />
        </Suspense>
      </>
    );
  }
  if (!session.user.multiProject && session.user.projectId === null) {
    return (
      <>
        <AppLoader />
        <Suspense fallback={null}>
          <BlockingNotice
            title={t('session.noProjectTitle')}
            text={t('session.noProjectText')}
            onTimeout={logout}
            delayMs={NOTICE_LOGOUT_DELAY_MS}
          />
        </Suspense>
      </>
    );
  }
  bindSelectedProjectOwner(session.user.userName);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
