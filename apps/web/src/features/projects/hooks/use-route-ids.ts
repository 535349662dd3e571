import { useParams } from '@tanstack/react-router';

/** A positive integer route parameter, or null when absent or malformed. */
export function useIdParam(name: string): number | null {
  const params: Record<string, unknown> = useParams({ strict: false });
  const raw = params[name];
  const value = typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}
