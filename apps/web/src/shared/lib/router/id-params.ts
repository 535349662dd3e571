import { useParams, useSearch } from '@tanstack/react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive integer route parameter, or null when absent or malformed. */
export function useIdParam(name: string): number | null {
  const params: Record<string, unknown> = useParams({ strict: false });
  const raw = params[name];
  const value = typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A non-empty text search parameter, or null. */
export function useSearchText(name: string): string | null {
  const raw: unknown = useSearch({ strict: false });
  if (typeof raw !== 'object' || raw === null || !(name in raw)) return null;
  const value: unknown = Reflect.get(raw, name);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A search parameter holding a uuid, or null when absent or malformed. */
export function useUuidParam(name = 'uuid'): string | null {
  const value = useSearchText(name);
  return value !== null && UUID.test(value) ? value : null;
}
