import { useEffect, useRef } from 'react';

/** What counts as activity for the idle timer. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/**
 * Calls `onIdle` after `limitMs` without user activity; `null` turns the timer off.
 * Every activity event starts the wait again.
 */
export function useIdleTimer(limitMs: number | null, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (limitMs === null || limitMs <= 0) return;
    let timer = setTimeout(() => onIdleRef.current(), limitMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), limitMs);
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, { capture: true });
    };
  }, [limitMs]);
}
