import type { ConsoleConfig } from '@mentor/contract/platform';
import type { UserManager } from 'oidc-client-ts';
import { configureApiRuntime } from '../../shared/lib/api/api-runtime';
import { signOut } from '../../shared/lib/auth/user-manager';

let current: { userManager: UserManager; config: ConsoleConfig } | undefined;

/**
 * Connects the API clients to the session: they read the latest access token and log out
 * through the identity provider.
 */
export function startSessionRuntime(userManager: UserManager, config: ConsoleConfig): void {
  current = { userManager, config };
  let accessToken: string | undefined;
  void userManager.getUser().then((user) => {
    accessToken = user?.access_token;
  });
  userManager.events.addUserLoaded((user) => {
    accessToken = user.access_token;
  });
  userManager.events.addUserUnloaded(() => {
    accessToken = undefined;
  });
  configureApiRuntime({
    config,
    getAccessToken: () => accessToken,
    logout: () => void signOut(userManager, config),
  });
}

export function sessionRuntime(): { userManager: UserManager; config: ConsoleConfig } {
  if (!current) throw new Error('The session runtime has not been started');
  return current;
}
