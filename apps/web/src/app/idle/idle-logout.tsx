import { lazy, Suspense, useCallback, useState } from 'react';
import { useSession } from '../../shared/lib/auth/session-context';
import { useConsoleConfig } from '../../shared/lib/config/console-config';
import { useIdleTimer } from './use-idle-timer';

/** The warning's dialog (modal, countdown ring) is fetched when the warning starts. */
const IdleLogoutDialog = lazy(() =>
  import('./idle-logout-dialog').then((module) => ({ default: module.IdleLogoutDialog })),
);

/** Idle limit in ms, or null when idle logout is off (development, or a limit of 0). */
export function idleLimitMs(environment: string, idleLimitSeconds: number): number | null {
  if (environment === 'development' || idleLimitSeconds <= 0) return null;
  return idleLimitSeconds * 1000;
}

export function IdleLogout() {
  const config = useConsoleConfig();
  const { logout } = useSession();
  const [warning, setWarning] = useState(false);
  const limit = idleLimitMs(config.environment, config.idleLimitSeconds);
  useIdleTimer(warning ? null : limit, () => setWarning(true));
  const cancel = useCallback(() => setWarning(false), []);
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleLogoutDialog onCancel={cancel} onLogout={logout} />
    </Suspense>
  );
}
