import type { ConsoleConfig } from '@mentor/contract/platform';

/**
 * The signed-in user as the OpenID Connect client keeps it in local storage (the fields the
 * console reads). Reading it needs no client library, so a returning user's console starts
 * without loading one; the library is fetched for sign-in, renewal and sign-out only.
 */
export interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  profile: Record<string, unknown>;
}

/** The storage key the OpenID Connect client writes the user under (`oidc.` + `user:authority:client`). */
export function storedUserKey(config: ConsoleConfig): string {
  return `oidc.user:${config.auth.authority}:${config.auth.clientId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a stored user; anything of another shape counts as no user. */
export function parseStoredUser(text: string | null): StoredUser | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.access_token !== 'string' || value.access_token === '') return null;
  if (value.expires_at !== undefined && typeof value.expires_at !== 'number') return null;
  return {
    access_token: value.access_token,
    ...(typeof value.id_token === 'string' ? { id_token: value.id_token } : {}),
    ...(typeof value.refresh_token === 'string' ? { refresh_token: value.refresh_token } : {}),
    ...(typeof value.expires_at === 'number' ? { expires_at: value.expires_at } : {}),
    profile: isRecord(value.profile) ? value.profile : {},
  };
}

export function readStoredUser(
  config: ConsoleConfig,
  storage: Storage = window.localStorage,
): StoredUser | null {
  return parseStoredUser(storage.getItem(storedUserKey(config)));
}

/** Seconds the access token has left (negative once expired); undefined when it has no expiry. */
export function secondsLeft(user: StoredUser, nowMs: number = Date.now()): number | undefined {
  return user.expires_at === undefined ? undefined : user.expires_at - Math.floor(nowMs / 1000);
}

/** Whether the stored access token may still be sent. */
export function isUnexpired(user: StoredUser, nowMs: number = Date.now()): boolean {
  const left = secondsLeft(user, nowMs);
  return left === undefined || left > 0;
}

/** A same-origin path to come back to after sign-in, or '/' when the state is not one. */
export function returnPathFrom(state: unknown): string {
  const path =
    typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined;
  if (typeof path !== 'string') return '/';
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** Whether a pathname is the sign-in callback (in either language). */
export function isCallbackPath(config: ConsoleConfig, pathname: string): boolean {
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return bare === config.auth.redirectPath;
}
