/**
 * Start-up. Only what decides where the visitor goes is loaded here: the configuration
 * document and the stored session. A returning user with a valid token goes straight to the
 * console; the OpenID Connect client is fetched only to renew an expired token or to sign in.
 * The console itself is a separate chunk, fetched once the visitor is known to stay.
 */
import { isCallbackPath, isUnexpired, readStoredUser } from './shared/lib/auth/stored-user';
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
  const stored = readStoredUser(config);
  if (isCallbackPath(config, location.pathname) || (stored && isUnexpired(stored))) {
    await (await app).startApp({ container, session: { config } });
    return;
  }
  const { createUserManager, hasUsableSession, signIn } = await import('./shared/lib/auth/user-manager');
  const userManager = createUserManager(config);
  if (!(await hasUsableSession(userManager))) {
    await signIn(userManager, config);
    return;
  }
  await (await app).startApp({ container, session: { config, userManager } });
}

void boot();
