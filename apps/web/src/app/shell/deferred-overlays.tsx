import {
  cloneElement,
  lazy,
  type ReactElement,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * The top bar's tooltips and menus come from their own chunk (top-bar-overlays.tsx): the
 * positioning library under them is not needed for the frame's first paint. The chunk is
 * fetched when the pointer or the focus first reaches the top bar, or by a first click on a
 * menu's button; nothing wraps the buttons until then, so nothing is re-created under them.
 */
const overlays = () => import('./top-bar-overlays');

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Fetches the top bar's overlays, once, and shows its tooltips from then on. */
export function wantTopBarOverlays(): void {
  if (wanted) return;
  wanted = true;
  void overlays();
  for (const listener of listeners) listener();
}

const useWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

const TargetTooltip = lazy(() => overlays().then((module) => ({ default: module.TargetTooltip })));
const MENUS = {
  user: lazy(() => overlays().then((module) => ({ default: module.UserMenu }))),
  language: lazy(() => overlays().then((module) => ({ default: module.LanguageMenu }))),
};

/** The tooltip of a top-bar button (shown on hover, as Mantine's), attached to it by its ref. */
export function DeferredTooltip({ label, target }: { label: string; target: RefObject<HTMLElement | null> }) {
  if (!useWanted()) return null;
  return (
    <Suspense fallback={null}>
      <TargetTooltip label={label} target={target} />
    </Suspense>
  );
}

/** Gives the focus back to the menu's button when the click that opened it had it there. */
function Refocus({ box, had }: { box: RefObject<HTMLSpanElement | null>; had: boolean }) {
  useEffect(() => {
    if (had && document.activeElement === document.body) box.current?.querySelector('button')?.focus();
  }, [box, had]);
  return null;
}

/**
 * A top-bar button that opens a menu: a plain button announced as one (`aria-haspopup`) until
 * its first click, which mounts the menu around it, opened.
 */
export function DeferredMenu({ menu, target }: { menu: keyof typeof MENUS; target: ReactElement }) {
  const [asked, setAsked] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const MenuAround = MENUS[menu];
  return (
    // A box without a box of its own (`display: contents`): the button lays out as before.
    <span ref={box} style={{ display: 'contents' }}>
      {asked ? (
        <Suspense fallback={target}>
          <MenuAround target={target} />
          <Refocus box={box} had={hadFocus.current} />
        </Suspense>
      ) : (
        cloneElement(target as ReactElement<Record<string, unknown>>, {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onClick: () => {
            hadFocus.current = box.current?.contains(document.activeElement) ?? false;
            wantTopBarOverlays();
            setAsked(true);
          },
        })
      )}
    </span>
  );
}
