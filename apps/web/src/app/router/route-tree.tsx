import {
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { findRoute } from '../../shared/lib/auth/access';
import { EN_PREFIX } from '../../shared/lib/i18n/locale-path';
import { HttpStatusError } from '../errors/http-status-error';
import { NotFoundScreen } from '../errors/not-found-screen';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { withScreenReload } from '../errors/screen-code-reload';
import { ROUTE_PREFETCHES, ROUTE_SCREENS } from '../route-screens';
import { OidcCallbackPage } from '../session/oidc-callback-page';
import { RootLayout } from '../shell/root-layout';
import { ShellLayout } from '../shell/shell-layout';
import { ROUTE_PATTERNS, type RoutePattern } from './route-patterns';
import { prefetchScreen } from './route-prefetch';
import { toRouterPath, withoutShadowingOptionals } from './router-path';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The routes.txt pattern a route was registered for (without /en). */
    pattern?: RoutePattern;
    /** Loads the code of the screen's first data load, without requesting data. */
    preloadCode?: () => Promise<unknown>;
  }
}

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});

const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: ShellLayout });

/** A route whose screen is not delivered yet shows its honest state, fetched when shown. */
const notAvailableScreen = () =>
  import('../errors/not-available-screen').then((module) => ({ default: module.NotAvailableScreen }));

function screenComponent(pattern: RoutePattern): RouteComponent {
  const loader = ROUTE_SCREENS[pattern];
  return lazyRouteComponent(withScreenReload(loader ?? notAvailableScreen));
}

function screenRoute(pattern: RoutePattern, prefix: '' | typeof EN_PREFIX, component: RouteComponent) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: toRouterPath(withoutShadowingOptionals(pattern, ROUTE_PATTERNS), prefix),
    staticData: { pattern, preloadCode: () => ROUTE_PREFETCHES[pattern]?.() ?? Promise.resolve() },
    beforeLoad: () => {
      if (!findRoute(pattern)) {
        throw new HttpStatusError(500, `Unknown route guard for ${pattern}`);
      }
    },
    loader: ({ location, params }) =>
      prefetchScreen(
        ROUTE_PREFETCHES,
        pattern,
        location.search,
        params as Record<string, string | undefined>,
      ),
    component,
  });
}

const screenRoutes = ROUTE_PATTERNS.flatMap((pattern) => {
  const component = screenComponent(pattern);
  return [screenRoute(pattern, '', component), screenRoute(pattern, EN_PREFIX, component)];
});

const callbackRoutes = ['/oidc-callback', `${EN_PREFIX}/oidc-callback`].map((path) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: OidcCallbackPage }),
);

export const routeTree = rootRoute.addChildren([shellRoute.addChildren(screenRoutes), ...callbackRoutes]);
