import { z } from 'zod';

/** The caller as the API sees them, built from a verified access token. */
export interface AuthUser {
  username: string;
  fullName: string;
  realmRoles: string[];
  permissions: string[];
  multiProject: boolean;
  projectId: number | null;
}

const claimsSchema = z.object({
  preferred_username: z.string().min(1),
  name: z.string().optional(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()) })).optional(),
  multi_project: z.union([z.boolean(), z.string()]).optional(),
  project_id: z.union([z.number(), z.string()]).nullable().optional(),
});

/**
 * Spec core §6: permissions are the union of realm roles and resource roles. Keycloak may
 * send `multi_project` and `project_id` as strings, so both are normalised here.
 */
export function userFromClaims(payload: unknown): AuthUser | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const realmRoles = claims.realm_access?.roles ?? [];
  const resourceRoles = Object.values(claims.resource_access ?? {}).flatMap((r) => r.roles);
  const projectRaw = claims.project_id;
  const projectNumber = typeof projectRaw === 'string' ? Number(projectRaw) : projectRaw;
  return {
    username: claims.preferred_username,
    fullName: claims.name ?? claims.preferred_username,
    realmRoles,
    permissions: [...new Set([...realmRoles, ...resourceRoles])],
    multiProject: claims.multi_project === true || claims.multi_project === 'true',
    projectId:
      typeof projectNumber === 'number' && Number.isInteger(projectNumber) && projectNumber > 0
        ? projectNumber
        : null,
  };
}

export const hasMentorRole = (user: AuthUser) => user.realmRoles.some((r) => r.startsWith('mentor_'));

/**
 * A check passes when every requested permission prefix-matches some held role;
 * `bypass_permission` passes any check (spec core §6).
 */
export function hasPermissions(user: AuthUser, requested: readonly string[]): boolean {
  if (user.permissions.includes('bypass_permission')) return true;
  return requested.every((wanted) => user.permissions.some((held) => held.startsWith(wanted)));
}
