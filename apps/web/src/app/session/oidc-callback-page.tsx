import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { ErrorScreen } from '../errors/error-screen';
import { AppLoader } from './app-loader';

/**
 * Where the identity provider sends the browser back. The provider exchanges the code; the
 * return to the intended path happens in `onSigninCallback`. Landing here signed in without a
 * code (a reload, a bookmark) goes home.
 */
export function OidcCallbackPage() {
  const auth = useAuth();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const [hasCode] = useState(() => new URLSearchParams(window.location.search).has('code'));

  useEffect(() => {
    if (!auth.isLoading && !hasCode && !auth.activeNavigator) {
      void navigate({ to: localize('/'), replace: true });
    }
  }, [auth.isLoading, auth.activeNavigator, hasCode, navigate, localize]);

  if (auth.error) return <ErrorScreen status={401} text={t('session.signInFailed')} />;
  return <AppLoader />;
}
