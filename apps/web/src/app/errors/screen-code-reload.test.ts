import { describe, expect, it, vi } from 'vitest';
import {
  reloadForFreshCode,
  SCREEN_RELOAD_KEY,
  ScreenLoadError,
  withScreenReload,
} from './screen-code-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('reloadForFreshCode', () => {
  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForFreshCode({ now: () => 1_000_000, storage, reload })).toBe(true);
    expect(storage.getItem(SCREEN_RELOAD_KEY)).toBe('1000000');
    expect(reloadForFreshCode({ now: () => 1_059_999, storage, reload })).toBe(false);
    expect(reloadForFreshCode({ now: () => 1_060_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('withScreenReload', () => {
  it('rejects with a ScreenLoadError when a reload happened less than a minute ago', async () => {
    const storage = memoryStorage({ [SCREEN_RELOAD_KEY]: '1000' });
    const reload = vi.fn();
    const load = withScreenReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => ({ now: () => 2000, storage, reload }),
    );
    await expect(load()).rejects.toBeInstanceOf(ScreenLoadError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('resolves with the module when it loads', async () => {
    const load = withScreenReload(() => Promise.resolve({ default: 'screen' }));
    await expect(load()).resolves.toEqual({ default: 'screen' });
  });
});
