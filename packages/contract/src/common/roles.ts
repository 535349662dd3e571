/**
 * Console user types (spec core §3.2 "Roles seen", §6): only holders of a mentor_ role may
 * use the console, and the first known mentor_ role in a fixed order names the user type.
 */

/** Prefix of the roles that grant access to the console. */
export const MENTOR_ROLE_PREFIX = 'mentor_';

/** Known user-type roles, in the order that decides the label. */
export const USER_TYPE_ROLES = [
  { role: 'mentor_super_admin', label: 'SUPER ADMINISTRADOR' },
  { role: 'mentor_assistant', label: 'ASSISTENTE' },
  { role: 'mentor_comercial_admin', label: 'COMERCIAL ADMINISTRADOR' },
  { role: 'mentor_comercial_operator', label: 'COMERCIAL OPERADOR' },
  { role: 'mentor_financial', label: 'FINANCEIRO' },
  { role: 'mentor_logistic_operator', label: 'LOGÍSTICA OPERADOR' },
  { role: 'mentor_logistic_admin', label: 'LOGÍSTICA ADMINISTRADOR' },
  { role: 'mentor_partner', label: 'PARCEIRO' },
] as const;

/** A known user-type role. */
export type UserTypeRole = (typeof USER_TYPE_ROLES)[number]['role'];

/** True when some role starts with mentor_, which every console route requires. */
export function hasMentorRole(roles: readonly string[]): boolean {
  return roles.some((role) => role.startsWith(MENTOR_ROLE_PREFIX) && role.length > MENTOR_ROLE_PREFIX.length);
}

/**
 * The user type shown in the user menu: the label of the first known role in
 * {@link USER_TYPE_ROLES} order; otherwise the first other mentor_ role, without the
 * prefix, uppercased, underscores as spaces (mentor_risk_analyst → 'RISK ANALYST');
 * '' without any mentor_ role.
 */
export function userTypeLabel(roles: readonly string[]): string {
  for (const known of USER_TYPE_ROLES) {
    if (roles.includes(known.role)) return known.label;
  }
  const other = roles.find(
    (role) => role.startsWith(MENTOR_ROLE_PREFIX) && role.length > MENTOR_ROLE_PREFIX.length,
  );
  return other ? other.slice(MENTOR_ROLE_PREFIX.length).replaceAll('_', ' ').toUpperCase() : '';
}

/** Realm roles staff hold as markers of other systems (sales, back office, customer portal). */
export const MARKER_ROLES: readonly string[] = ['sales_access', 'bo-access', 'cp-client'];

/**
 * Role names staff may not give a role: a permission name or anything starting with one (a
 * realm role counts as a permission by prefix, spec core §6), the built-in roles and the markers.
 * `reservedRoleName` answers whether `name` is one of them.
 */
export function reservedRoleName(name: string, permissionNames: readonly string[]): boolean {
  const lower = name.trim().toLowerCase();
  if (lower === 'bypass_permission') return true;
  if (MARKER_ROLES.includes(lower)) return true;
  if (USER_TYPE_ROLES.some((known) => known.role === lower)) return true;
  return permissionNames.some((permission) => lower.startsWith(permission.toLowerCase()));
}
