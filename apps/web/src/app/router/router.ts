import { createRouter } from '@tanstack/react-router';
import { ScreenPending } from '../errors/screen-pending';
import { routeTree } from './route-tree';

/** The console's router: every route of routes.txt in Portuguese and under /en. */
export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultPendingComponent: ScreenPending,
  defaultPendingMs: 300,
  notFoundMode: 'root',
});
