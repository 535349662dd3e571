import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreenCode } from './preload-screen-code';

function routerWith(
  loads: Record<string, () => Promise<{ default: () => null }>>,
  preloadCode?: () => Promise<unknown>,
) {
  const root = createRootRoute();
  const routes = Object.entries(loads).map(([path, load]) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: lazyRouteComponent(load),
      staticData: preloadCode ? { preloadCode } : {},
    }),
  );
  return createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

const screen = () => Promise.resolve({ default: () => null });

afterEach(() => {
  vi.useRealTimers();
});

describe('preloadScreenCode', () => {
  it('loads the code of each address when the browser is idle, one screen at a time, and each once', async () => {
    vi.useFakeTimers();
    const merchants = vi.fn(screen);
    const terminals = vi.fn(screen);
    const router = routerWith({ '/merchants': merchants, '/terminals': terminals });

    preloadScreenCode(router, ['/merchants', '/terminals']);
    expect(merchants).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(250);
    expect(merchants).toHaveBeenCalledTimes(1);
    expect(terminals).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(250);
    expect(terminals).toHaveBeenCalledTimes(1);

    // A group opened again does not fetch what it already fetched.
    preloadScreenCode(router, ['/merchants', '/terminals']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(merchants).toHaveBeenCalledTimes(1);
    expect(terminals).toHaveBeenCalledTimes(1);
  });

  it("also loads the code of the screen's first data load", async () => {
    vi.useFakeTimers();
    const preloadCode = vi.fn(async () => undefined);
    const router = routerWith({ '/billets': screen }, preloadCode);
    preloadScreenCode(router, ['/billets']);
    await vi.advanceTimersByTimeAsync(250);
    expect(preloadCode).toHaveBeenCalledTimes(1);
  });

  it('stops what has not started when the group closes, and ignores unknown addresses', async () => {
    vi.useFakeTimers();
    const plans = vi.fn(screen);
    const router = routerWith({ '/plans': plans });

    const stop = preloadScreenCode(router, ['/nowhere', '/plans']);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(plans).not.toHaveBeenCalled();

    preloadScreenCode(router, ['/nowhere', '/plans']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(plans).toHaveBeenCalledTimes(1);
  });
});
