import { createRouter } from '@tanstack/react-router';
import { ScreenPending } from '../errors/screen-pending';
import { routeTree } from './route-tree';

/** The console's router: every route of routes.txt in Portuguese and under /en. */
export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultPendingComponent: ScreenPending,
  // The spinner shows only when a screen takes over 300 ms, and goes as soon as the screen is
  // ready (no minimum time on screen: the default 500 ms would hold a ready screen back).
  defaultPendingMs: 300,
  defaultPendingMinMs: 0,
  notFoundMode: 'root',
});
