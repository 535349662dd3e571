import type { ComponentType } from 'react';
import type { RoutePattern } from './router/route-patterns';

export interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The screen of each route, loaded on demand (one chunk per screen or area).
 *
 * To plug an area in, add its patterns here pointing at a module whose default export is the
 * screen, e.g. `'/merchants': () => import('../features/merchants/pages/merchant-list-page')`.
 * The route guard (mentor_ role and the route's permission) and the English `/en` copy of the
 * route come for free. A pattern left out shows the "not available yet" screen.
 */
export const ROUTE_SCREENS: Partial<Record<RoutePattern, ScreenLoader>> = {
  '/': () => import('./home/home-page'),
};
