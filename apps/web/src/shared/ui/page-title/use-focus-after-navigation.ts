import { useEffect, useRef } from 'react';

/** The first screen of a visit keeps the browser's focus; later screens move it to their heading. */
let isFirstScreen = true;

/**
 * Moves the keyboard and screen-reader focus to the page heading when a screen opens after a
 * navigation, so the next Tab starts on the new screen and its title is announced.
 */
export function useFocusAfterNavigation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (isFirstScreen) {
      isFirstScreen = false;
      return;
    }
    // After the screen's first paint: focusing lays the page out, which would hold that paint back.
    const before = document.activeElement;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      // The screen gave the focus to something of its own meanwhile (the row a list was left
      // from): it keeps it.
      if (active !== before && active !== document.body) return;
      // A dialog or a field the operator is typing in keeps the focus.
      if (active instanceof HTMLElement && active.closest('[role="dialog"], main form')) return;
      ref.current?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
