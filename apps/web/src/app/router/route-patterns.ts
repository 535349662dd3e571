import { CONSOLE_ROUTES, ROUTES, type RoutePath } from '@mentor/contract';

/**
 * Every screen route of the console, read from the contract's route table (routes.txt's and the
 * product's own screens), written without the /en prefix. `{id}` is a required parameter,
 * `{id?}` an optional one.
 */
export const ROUTE_PATTERNS: readonly RoutePath[] = [...ROUTES, ...CONSOLE_ROUTES].map((route) => route.path);

export type RoutePattern = RoutePath;
