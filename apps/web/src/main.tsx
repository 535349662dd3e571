/**
 * Start-up. Only what decides where the visitor goes is loaded here: the configuration
 * document, the stored session and the sign-in redirect. The console itself is a separate
 * chunk, fetched once the visitor is known to stay.
 */
import { createUserManager, hasUsableSession, isCallbackPath, signIn } from './shared/lib/auth/user-manager';
import { loadConsoleConfig } from './shared/lib/config/console-config';
import { initialLanguageRedirect } from './shared/lib/i18n/language-cookie';

async function boot(): Promise<void> {
  const { location } = window;
  const redirect = initialLanguageRedirect(location.pathname, document.cookie, navigator.languages);
  if (redirect) window.history.replaceState(null, '', `${redirect}${location.search}${location.hash}`);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = import('./app/start-app');
  const config = await loadConsoleConfig().catch(() => null);
  if (!config) {
    await (await app).startApp({ container, session: null });
    return;
  }
  const userManager = createUserManager(config);
  if (!isCallbackPath(config, location.pathname) && !(await hasUsableSession(userManager))) {
    await signIn(userManager, config);
    return;
  }
  await (await app).startApp({ container, session: { config, userManager } });
}

void boot();
