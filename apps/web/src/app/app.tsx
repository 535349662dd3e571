import type { ConsoleConfig } from '@mentor/contract/platform';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { UserManager } from 'oidc-client-ts';
import { AppProviders } from './providers';
import { router } from './router/router';

export function App({
  config,
  i18n,
  userManager,
}: {
  config: ConsoleConfig;
  i18n: I18n;
  userManager: UserManager;
}) {
  return (
    <AppProviders config={config} i18n={i18n} userManager={userManager}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
