import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ConsoleConfig } from '@mentor/contract/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ConsoleConfigContext } from '../shared/lib/config/console-config';
import { useLayoutSettings } from '../shared/lib/settings/layout-settings';
import { FocusKeeper } from '../shared/ui/focus-keeper';
import { OtpDialogHost } from '../shared/ui/otp-dialog/otp-dialog-host';
import { ModalsHost } from './modals/modals-host';
import { createQueryClient } from './query-client';
import { AppLoader } from './session/app-loader';
import { createConsoleTheme, cssVariablesResolver } from './theme';

const ToastHost = lazy(() => import('./toast-host'));

function ThemedMantine({ children }: { children: ReactNode }) {
  const { theme } = useLayoutSettings();
  const mantineTheme = useMemo(() => createConsoleTheme(theme), [theme]);
  const { i18n } = useTranslation();
  // Date pickers follow the console's language.
  const datesLocale = i18n.language.startsWith('en') ? 'en' : 'pt-br';
  return (
    <MantineProvider
      theme={mantineTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <DatesProvider settings={{ locale: datesLocale, firstDayOfWeek: 0 }}>{children}</DatesProvider>
    </MantineProvider>
  );
}

export interface AppProvidersProps {
  config: ConsoleConfig;
  i18n: I18n;
  children: ReactNode;
}

/** Everything the console mounts once around the router. */
export function AppProviders({ config, i18n, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConsoleConfigContext.Provider value={config}>
      <I18nextProvider i18n={i18n}>
        <ThemedMantine>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={null}>
              <ToastHost />
            </Suspense>
            <FocusKeeper />
            <OtpDialogHost />
            <ModalsHost />
            <Suspense fallback={<AppLoader />}>{children}</Suspense>
          </QueryClientProvider>
        </ThemedMantine>
      </I18nextProvider>
    </ConsoleConfigContext.Provider>
  );
}
