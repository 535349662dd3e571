import { useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';

export interface LocalStore<T> {
  get(): T;
  set(next: T): void;
  update(change: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the value from localStorage (after the key changed). */
  reload(): void;
}

function readStorage<T>(key: string, schema: ZodType<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** A value kept in localStorage under a key, validated on read, observable from React. */
export function createLocalStore<T>(key: () => string, schema: ZodType<T>, fallback: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let value = readStorage(key(), schema, fallback);
  const notify = () => {
    for (const listener of listeners) listener();
  };
  function write(next: T): void {
    value = next;
    try {
      localStorage.setItem(key(), JSON.stringify(value));
    } catch {
      // Storage full or blocked: the value still lives for this page.
    }
    notify();
  }
  return {
    get: () => value,
    set: write,
    update: (change) => write(change(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      value = readStorage(key(), schema, fallback);
      notify();
    },
  };
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
