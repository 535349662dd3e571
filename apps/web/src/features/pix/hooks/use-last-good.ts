import { useRef } from 'react';

/**
 * The last successfully loaded value: a failed reload leaves the list as it was (2nd doc §8)
 * instead of emptying it. The failure is logged for diagnosis.
 */
export function useLastGood<T>(data: T | undefined, error: unknown): T | undefined {
  const last = useRef<T | undefined>(undefined);
  const logged = useRef<unknown>(null);
  if (data !== undefined && !error) last.current = data;
  if (error && error !== logged.current) {
    logged.current = error;
    console.error('Pix list load failed', error);
  }
  return data !== undefined && !error ? data : last.current;
}
