/**
 * The single entry point through which the console reads menu, route and permission rules
 * (spec core §2.4, §6). Screens and the shell import from here, never from the tables directly.
 */
export {
  hasMentorRole,
  hasPermission,
  MENU,
  type MenuGroup,
  type MenuItem,
  matchRoute,
  ROUTES,
  type RouteEntry,
  userTypeLabel,
  visibleMenu,
} from './access-rules.local';
