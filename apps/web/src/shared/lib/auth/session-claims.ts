import { z } from 'zod';
import { permissionsOf } from './access';

/**
 * Claims the console reads from the identity and access tokens (spec core §3): username, full
 * name, multi-project flag, project id, realm roles and the console client's resource roles.
 */
const claimsSchema = z.looseObject({
  preferred_username: z.string().optional(),
  name: z.string().optional(),
  multi_project: z.union([z.boolean(), z.string(), z.number()]).optional(),
  project_id: z.union([z.number(), z.string(), z.null()]).optional(),
  realm_access: z.looseObject({ roles: z.array(z.string()).optional() }).optional(),
  resource_access: z.record(z.string(), z.looseObject({ roles: z.array(z.string()).optional() })).optional(),
});
type Claims = z.infer<typeof claimsSchema>;

export interface SessionUser {
  userName: string;
  fullName: string;
  realmRoles: string[];
  /** Union of realm roles and resource roles (spec core §6). */
  permissions: string[];
  multiProject: boolean;
  /** Positive project id of a single-project user, else null. */
  projectId: number | null;
}

function decodeJwtPayload(token: string | undefined): unknown {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return {};
  }
}

function parseClaims(source: unknown): Claims {
  const parsed = claimsSchema.safeParse(source);
  return parsed.success ? parsed.data : {};
}

function toFlag(value: Claims['multi_project']): boolean {
  if (typeof value === 'string') return value.toLowerCase() === 'true' || value === '1';
  if (typeof value === 'number') return value === 1;
  return value === true;
}

function toProjectId(value: Claims['project_id']): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Builds the session user from the ID token profile, completed with the access token's
 * claims for anything the profile lacks.
 */
export function sessionUserFrom(profile: unknown, accessToken: string | undefined): SessionUser {
  const fromProfile = parseClaims(profile);
  const fromToken = parseClaims(decodeJwtPayload(accessToken));
  const realmRoles = fromProfile.realm_access?.roles ?? fromToken.realm_access?.roles ?? [];
  const resourceAccess = fromProfile.resource_access ?? fromToken.resource_access ?? {};
  return {
    userName: fromProfile.preferred_username ?? fromToken.preferred_username ?? '',
    fullName: fromProfile.name ?? fromToken.name ?? '',
    realmRoles,
    permissions: permissionsOf({ realm_access: { roles: realmRoles }, resource_access: resourceAccess }),
    multiProject: toFlag(fromProfile.multi_project ?? fromToken.multi_project),
    projectId: toProjectId(fromProfile.project_id ?? fromToken.project_id),
  };
}
