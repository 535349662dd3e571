import type { ConsoleConfig } from '@mentor/contract/platform';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { AppProviders } from './providers';
import { router } from './router/router';

export function App({ config, i18n }: { config: ConsoleConfig; i18n: I18n }) {
  return (
    <AppProviders config={config} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
