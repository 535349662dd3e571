import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnPathFrom } from '../../shared/lib/auth/stored-user';
import { useRoutePath } from '../../shared/lib/i18n/use-route-path';
import { ErrorScreen } from '../errors/error-screen';
import { AppLoader } from './app-loader';
import { sessionRuntime } from './session-runtime';

/** The code exchange of this page load: it may run once only (the code is single-use). */
let exchange: Promise<string> | undefined;

/**
 * Where the identity provider sends the browser back: the code is exchanged for tokens, then
 * the user returns to the path sign-in started from. Landing here without a code (a reload, a
 * bookmark) goes home.
 */
export function OidcCallbackPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const pathTo = useRoutePath();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    if (!exchange && !new URLSearchParams(window.location.search).has('code')) {
      void navigate({ to: pathTo('/'), replace: true });
      return;
    }
    const store = sessionRuntime();
    exchange ??= store
      .userManager()
      .then((manager) => manager.signinCallback())
      .then((user) => {
        store.refresh();
        return returnPathFrom(user?.state);
      });
    exchange.then(
      (path) => {
        if (live) void navigate({ to: path, replace: true });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [navigate, pathTo]);

  if (failed) return <ErrorScreen status={401} text={t('session.signInFailed')} />;
  return <AppLoader />;
}
