import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

/** The window events `@mantine/modals` sends its provider (`modals.open`, `openConfirmModal`…). */
export const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((module) => ({ default: module.ModalsProvider })),
);

/** Hands the kept requests to the provider, in their order, once it listens. */
function Replay({ kept, stopKeeping }: { kept: CustomEvent[]; stopKeeping: () => void }) {
  useEffect(() => {
    stopKeeping();
    for (const event of kept.splice(0))
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [kept, stopKeeping]);
  return null;
}

/**
 * The confirmation and reason dialogs' provider (Mantine modals), fetched with the first dialog
 * asked for instead of with the frame. Requests that come before it listens are kept and handed
 * to it in their order; later ones reach it directly.
 */
export function ModalsHost() {
  const [asked, setAsked] = useState(false);
  const [kept] = useState<CustomEvent[]>([]);
  const keeping = useRef(true);
  const stopKeeping = useCallback(() => {
    keeping.current = false;
  }, []);
  useEffect(() => {
    const keep = (event: Event) => {
      if (!keeping.current || !(event instanceof CustomEvent)) return;
      kept.push(event);
      setAsked(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, keep);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, keep);
    };
  }, [kept]);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Replay kept={kept} stopKeeping={stopKeeping} />
      </ModalsProvider>
    </Suspense>
  );
}
