/**
 * The single entry point through which the console reads menu, route and permission rules
 * (spec core §2.4, §6). Screens and the shell import from here.
 */
import { ALL_ROUTES, type RouteDef } from '@mentor/contract/common/menu';

export {
  canAccessRoute,
  MENU,
  type MenuGroup,
  type MenuItem,
  matchRoute,
  ROUTES,
  type RouteDef,
  type RoutePath,
  visibleMenu,
} from '@mentor/contract/common/menu';
export { hasPermission, hasRole, permissionsOf } from '@mentor/contract/common/permissions';
export { hasMentorRole, userTypeLabel } from '@mentor/contract/common/roles';

/** The route definition of a routes.txt pattern, if the route table has one. */
export function findRoute(pattern: string): RouteDef | undefined {
  return ALL_ROUTES.find((route) => route.path === pattern);
}
