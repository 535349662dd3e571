import { useEffect } from 'react';

/**
 * Places focus passes through and leaves: dialogs, drawers, menus and option lists. When one
 * closes, focus goes back to what was focused before it.
 */
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-focus-layer]';
/** A part of a screen (a table with its toolbar) that names where focus goes when its control vanishes. */
export const FOCUS_SCOPE_ATTRIBUTE = 'data-focus-scope';
/** Inside a focus scope: the element that takes focus when the focused control of the scope vanishes. */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';
/** Focused elements remembered, most recent last. */
const HISTORY_LENGTH = 30;
/** After Mantine's own focus return (10 ms after a dialog closes), before the operator notices. */
const CHECK_DELAY_MS = 30;

interface Visit {
  element: HTMLElement;
  /** Inside a dialog or menu when focused. */
  inLayer: boolean;
  /** The focus scopes around it, nearest first, kept for when it is gone. */
  scopes: HTMLElement[];
}

function unusable(element: HTMLElement): boolean {
  return !element.isConnected || element.matches(':disabled') || element.closest('[inert]') !== null;
}

function scopesOf(element: HTMLElement): HTMLElement[] {
  const scopes: HTMLElement[] = [];
  let node = element.parentElement?.closest<HTMLElement>(`[${FOCUS_SCOPE_ATTRIBUTE}]`) ?? null;
  while (node) {
    scopes.push(node);
    node = node.parentElement?.closest<HTMLElement>(`[${FOCUS_SCOPE_ATTRIBUTE}]`) ?? null;
  }
  return scopes;
}

/** The fallback of the nearest scope still on the page, if any. */
function fallbackOf(visit: Visit): HTMLElement | null {
  for (const scope of visit.scopes) {
    if (!scope.isConnected) continue;
    const fallback = scope.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
    if (fallback && !unusable(fallback)) return fallback;
  }
  return null;
}

/**
 * Where focus goes once the focused element is gone: back through what was focused, skipping
 * the closed dialogs and menus, the first element still on the page and usable (the button
 * that opened the dialog); when that element of the page is gone too (a bulk action's bar
 * after the selection is cleared, a row that left the list), the fallback of its scope (the
 * table).
 */
function focusTargetAfterLoss(history: readonly Visit[]): HTMLElement | null {
  for (let index = history.length - 1; index >= 0; index--) {
    const visit = history[index];
    if (!visit) continue;
    if (!unusable(visit.element)) return visit.element;
    if (!visit.inLayer) return fallbackOf(visit);
  }
  return null;
}

/**
 * Keeps the operator's focus when what holds it goes away (ADR 0790): a dialog closed (also
 * one that opened already open, which Mantine's focus return misses), a menu item chosen, a
 * button disabled while its request runs or removed with the bar it stood in. Focus left on
 * purpose (a click on the page's background) stays where the browser put it: only a focused
 * element that vanished or was disabled moves focus. Answers a function that stops it.
 */
export function keepFocus(doc: Document = document): () => void {
  const history: Visit[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    if (history.at(-1)?.element === target) return;
    history.push({ element: target, inLayer: target.closest(LAYER) !== null, scopes: scopesOf(target) });
    if (history.length > HISTORY_LENGTH) history.shift();
  };

  const check = () => {
    timer = null;
    const active = doc.activeElement;
    if (active !== null && active !== doc.body) return;
    const last = history.at(-1);
    if (!last || !unusable(last.element)) return;
    focusTargetAfterLoss(history)?.focus({ preventScroll: true });
  };
  const schedule = () => {
    if (timer === null) timer = setTimeout(check, CHECK_DELAY_MS);
  };

  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', schedule);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', schedule);
    if (timer !== null) clearTimeout(timer);
  };
}

/** Mount once at the root of the console: see {@link keepFocus}. */
export function FocusKeeper() {
  useEffect(() => keepFocus(), []);
  return null;
}
