import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../shared/lib/i18n/i18n';
import { writeLanguageCookie } from '../../shared/lib/i18n/language-cookie';
import { languageFromPath } from '../../shared/lib/i18n/locale-path';
import { updateLayoutSettings } from '../../shared/lib/settings/layout-settings';

/** Keeps i18next, dayjs, <html lang> and the language cookie in step with the URL. */
export function RootLayout() {
  const { i18n } = useTranslation();
  const language = useRouterState({ select: (state) => languageFromPath(state.location.pathname) });

  useEffect(() => {
    void applyLanguage(i18n, language);
    writeLanguageCookie(language);
    updateLayoutSettings({ language });
  }, [i18n, language]);

  return <Outlet />;
}
