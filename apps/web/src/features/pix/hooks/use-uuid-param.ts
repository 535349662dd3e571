import { useSearch } from '@tanstack/react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A search parameter holding a uuid, or null when absent or malformed. */
export function useSearchText(name: string): string | null {
  const raw: unknown = useSearch({ strict: false });
  if (typeof raw !== 'object' || raw === null || !(name in raw)) return null;
  const value: unknown = Reflect.get(raw, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

export function useUuidParam(name = 'uuid'): string | null {
  const value = useSearchText(name);
  return value !== null && UUID.test(value) ? value : null;
}
