import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import type { ConsoleConfig } from '@mentor/contract/platform';
import type { UserManager } from 'oidc-client-ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '../shared/lib/i18n/i18n';
import { languageFromPath } from '../shared/lib/i18n/locale-path';
import { App } from './app';
import { BootError } from './errors/boot-error';
import { startSessionRuntime } from './session/session-runtime';
import { createSessionStore } from './session/session-store';

export interface StartAppOptions {
  container: HTMLElement;
  /**
   * Null when the configuration document could not be loaded. The OpenID Connect client comes
   * along only when start-up needed it (a renewal); otherwise it is fetched on first use.
   */
  session: { config: ConsoleConfig; userManager?: UserManager } | null;
}

/** Renders the console (or the start-up error) into the page. */
export async function startApp({ container, session }: StartAppOptions): Promise<void> {
  const i18n = await createI18n(languageFromPath(window.location.pathname));
  const root = createRoot(container);
  if (!session) {
    root.render(<BootError i18n={i18n} />);
    return;
  }
  startSessionRuntime(
    createSessionStore(session.config, session.userManager ? { userManager: session.userManager } : {}),
  );
  // The first mount renders in a transition: React works on it in slices of a few
  // milliseconds, leaving the main thread free between them (input, paint, network),
  // instead of one task as long as the whole frame and first screen.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={session.config} i18n={i18n} />
      </StrictMode>,
    );
  });
}
