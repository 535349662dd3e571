import type { ConsoleConfig } from '@mentor/contract/platform';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { languageFromPath, localizePath } from '../i18n/locale-path';

import { isSigningOut, markSigningOut } from './signing-out';

/** Where the identity provider sends the browser back: the callback in the current language. */
export function redirectUri(
  config: ConsoleConfig,
  pathname: string,
  origin: string = window.location.origin,
): string {
  return `${origin}${localizePath(config.auth.redirectPath, languageFromPath(pathname))}`;
}

export function postLogoutRedirectUri(
  config: ConsoleConfig,
  pathname: string,
  origin = window.location.origin,
) {
  return `${origin}${localizePath(config.auth.postLogoutRedirectPath, languageFromPath(pathname))}`;
}

/**
 * The OpenID Connect client (spec core §4.1): authorization code with PKCE. Renewal is the
 * console's own 10-second check (see `token-check.ts`), not the library's timer.
 */
export function createUserManager(config: ConsoleConfig): UserManager {
  return new UserManager({
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    redirect_uri: redirectUri(config, window.location.pathname),
    post_logout_redirect_uri: postLogoutRedirectUri(config, window.location.pathname),
    response_type: 'code',
    scope: config.auth.scope,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/** The language the sign-in page is asked for (`ui_locales`): the language of the console's address. */
export function signInLocale(pathname: string): 'pt-BR' | 'en' {
  return languageFromPath(pathname) === 'en' ? 'en' : 'pt-BR';
}

/** Starts sign-in, remembering where the user wanted to go. */
export function signIn(
  userManager: UserManager,
  config: ConsoleConfig,
  location: Location = window.location,
) {
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return userManager.signinRedirect({
    state: { returnTo },
    redirect_uri: redirectUri(config, location.pathname),
    // The sign-in page speaks the console's language: English from /en.
    ui_locales: signInLocale(location.pathname),
  });
}

/** Ends the session at the identity provider, coming back in the current language. */
export async function signOut(
  userManager: UserManager,
  config: ConsoleConfig,
  pathname = window.location.pathname,
) {
  if (isSigningOut()) return;
  markSigningOut();
  const user = await userManager.getUser();
  // The refresh token ends now, even if the browser never reaches the provider's sign-out page
  // (which revokes it too). A failed revocation does not stop the sign-out.
  if (user?.refresh_token) {
    try {
      await userManager.revokeTokens(['refresh_token']);
    } catch {
      // The provider's sign-out and the server's idle limit end it anyway.
    }
  }
  await userManager.signoutRedirect({
    post_logout_redirect_uri: postLogoutRedirectUri(config, pathname),
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
  });
}

/**
 * Whether a usable session is stored: a valid token, or an expired one that the refresh token
 * renews. Lets the console send anonymous visitors to sign in before loading the shell.
 */
export async function hasUsableSession(userManager: UserManager): Promise<boolean> {
  const user = await userManager.getUser();
  if (!user) return false;
  if (!user.expired) return true;
  if (!user.refresh_token) return false;
  try {
    return (await userManager.signinSilent()) !== null;
  } catch {
    await userManager.removeUser();
    return false;
  }
}
