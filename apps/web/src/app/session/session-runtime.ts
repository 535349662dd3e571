import { configureApiRuntime } from '../../shared/lib/api/api-runtime';
import type { SessionStore } from './session-store';

let current: SessionStore | undefined;

/**
 * Connects the API clients to the session: they read the latest access token and log out
 * through the identity provider.
 */
export function startSessionRuntime(store: SessionStore): void {
  current = store;
  configureApiRuntime({
    config: store.config,
    getAccessToken: () => store.getUser()?.access_token,
    logout: () => void store.signOut(),
  });
}

export function sessionRuntime(): SessionStore {
  if (!current) throw new Error('The session runtime has not been started');
  return current;
}
