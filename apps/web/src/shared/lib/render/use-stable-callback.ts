import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's whole life and always calls the
 * latest `callback` given: a memoised child receiving it does not render again because its
 * parent did. Meant for event handlers, not for functions called while rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  // Updated before any layout effect or event of the commit can call it.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
