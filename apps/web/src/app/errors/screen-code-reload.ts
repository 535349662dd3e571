/**
 * A screen whose code cannot be fetched (usually after a new release replaced the chunks)
 * reloads the page, at most once per minute (spec core §2.2).
 */
export const SCREEN_RELOAD_KEY = 'mentor.screen-reload-at';
export const SCREEN_RELOAD_INTERVAL_MS = 60_000;

export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('Screen code could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

export interface ReloadDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  now: Date.now,
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/** Reloads unless a reload already happened within the last minute; tells whether it did. */
export function reloadForFreshCode(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(SCREEN_RELOAD_KEY) ?? 0);
  const now = deps.now();
  if (last > 0 && now - last < SCREEN_RELOAD_INTERVAL_MS) return false;
  deps.storage.setItem(SCREEN_RELOAD_KEY, String(now));
  deps.reload();
  return true;
}

/** Wraps a dynamic import so a failure reloads the page, or rejects with a ScreenLoadError. */
export function withScreenReload<T>(importer: () => Promise<T>, deps?: () => ReloadDeps): () => Promise<T> {
  return () =>
    importer().catch((error: unknown) => {
      if (reloadForFreshCode(deps?.())) return new Promise<never>(() => undefined);
      throw new ScreenLoadError(error);
    });
}
