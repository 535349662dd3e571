import type { AnyRouter } from '@tanstack/react-router';

type IdleHandle = { cancel: () => void };

function whenIdle(run: () => void): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(run, 200);
  return { cancel: () => window.clearTimeout(id) };
}

const loaded = new Set<string>();

/**
 * Fetches and evaluates the screen code of these addresses while the browser is idle, one
 * screen per idle period (its chunk, its translations and the code of its first data load), so
 * that opening one of them from the menu only waits for its data.
 * Data is not fetched here: that starts on hover or focus of the link (`defaultPreload: 'intent'`).
 * Returns a function that stops what has not started yet.
 */
export function preloadScreenCode(router: AnyRouter, hrefs: readonly string[]): () => void {
  const queue = hrefs.filter((href) => !loaded.has(href));
  let handle: IdleHandle | null = null;
  const next = () => {
    const href = queue.shift();
    if (href === undefined) return;
    loaded.add(href);
    const [, , route] = router.getMatchedRoutes(href);
    const scheduleNext = () => {
      handle = whenIdle(next);
    };
    if (!route) {
      scheduleNext();
      return;
    }
    Promise.all([router.loadRouteChunk(route), route.options.staticData?.preloadCode?.()]).then(
      scheduleNext,
      scheduleNext,
    );
  };
  handle = whenIdle(next);
  return () => {
    queue.length = 0;
    handle?.cancel();
  };
}
