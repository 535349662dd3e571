import type { QueryClient } from '@tanstack/react-query';
import type { RoutePattern } from './route-patterns';

/** What a screen's first data load needs outside React: the query cache and the top-bar project. */
export interface PrefetchContext {
  queryClient: QueryClient;
  projectId: number | null;
}

/**
 * Starts a screen's first data load for the URL it opens with: the search of the link (a list's
 * filters, page and sort) and the top-bar project. The promise settles when the code the
 * screen's first render needs beyond its own chunk is loaded (its filter panel's field kinds);
 * it does not wait for the data.
 */
export type ScreenPrefetch = (
  queryClient: QueryClient,
  projectId: number | null,
  search: Record<string, unknown>,
  /** The route's path parameters (`{ id: '7' }`); a record route with no id shows its list. */
  params: Record<string, string | undefined>,
) => Promise<unknown>;

let context: PrefetchContext | null = null;

/** Set by the console frame once the session and the selected project are known. */
export function setPrefetchContext(next: PrefetchContext | null): void {
  context = next;
}

/**
 * Called by a screen route's loader (on hover or focus of a link, and on navigation): starts the
 * screen's data while its code downloads, once the frame is up. The route waits for the promise,
 * so the screen renders once, with its field kinds in place, instead of suspending on them
 * (React holds a suspended screen back for 300 ms). It never rejects: errors are left to the
 * screen's own code and query.
 */
export function prefetchScreen(
  prefetches: Partial<Record<RoutePattern, () => Promise<ScreenPrefetch>>>,
  pattern: RoutePattern,
  search: Record<string, unknown>,
  params: Record<string, string | undefined> = {},
): Promise<void> {
  const current = context;
  const load = prefetches[pattern];
  if (!current || !load) return Promise.resolve();
  return load()
    .then((prefetch) => prefetch(current.queryClient, current.projectId, search, params))
    .then(
      () => undefined,
      () => undefined,
    );
}
