import type { ConsoleConfig } from '@mentor/contract/platform';
import type { UserManager } from 'oidc-client-ts';
import {
  parseStoredUser,
  readStoredUser,
  type StoredUser,
  storedUserKey,
} from '../../shared/lib/auth/stored-user';

type UserManagerModule = typeof import('../../shared/lib/auth/user-manager');

/**
 * The signed-in user, read from where the OpenID Connect client stores it, and the client
 * itself, fetched on first use (sign-in, the callback, renewal, sign-out). A returning user's
 * console renders from the stored user without loading the client (ADR 0310).
 */
export interface SessionStore {
  readonly config: ConsoleConfig;
  getUser(): StoredUser | null;
  subscribe(listener: () => void): () => void;
  /** Reads the stored user again (after the callback stored a new one). */
  refresh(): void;
  userManager(): Promise<UserManager>;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
}

export function createSessionStore(
  config: ConsoleConfig,
  options: { userManager?: UserManager; storage?: Storage; load?: () => Promise<UserManagerModule> } = {},
): SessionStore {
  const storage = options.storage ?? window.localStorage;
  const load = options.load ?? (() => import('../../shared/lib/auth/user-manager'));
  const listeners = new Set<() => void>();
  let user = readStoredUser(config, storage);
  const set = (next: StoredUser | null) => {
    user = next;
    for (const listener of listeners) listener();
  };
  const connect = (manager: UserManager) => {
    manager.events.addUserLoaded((loaded) => set(parseStoredUser(loaded.toStorageString())));
    manager.events.addUserUnloaded(() => set(null));
    return manager;
  };
  let client: Promise<{ module: UserManagerModule; manager: UserManager }> | undefined;
  const loadClient = () => {
    client ??= load().then((module) => ({
      module,
      manager: connect(options.userManager ?? module.createUserManager(config)),
    }));
    return client;
  };

  // Another tab renewing or ending the session changes the same stored user.
  if (typeof window !== 'undefined' && storage === window.localStorage) {
    window.addEventListener('storage', (event) => {
      if (event.key === storedUserKey(config)) set(parseStoredUser(event.newValue));
    });
  }

  return {
    config,
    getUser: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: () => set(readStoredUser(config, storage)),
    userManager: async () => (await loadClient()).manager,
    async signIn() {
      const { module, manager } = await loadClient();
      await module.signIn(manager, config);
    },
    async signOut() {
      const { module, manager } = await loadClient();
      await module.signOut(manager, config);
    },
  };
}
