import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The claims a staff member's tokens carry, shaped like a Keycloak realm's tokens so the API
 * reads them the same way whichever issuer signed them.
 */
export interface StaffClaims {
  [claim: string]: unknown;
  sub: string;
  preferred_username: string;
  name: string;
  email?: string;
  realm_access: { roles: string[] };
  resource_access: Record<string, { roles: string[] }>;
  multi_project: boolean;
  project_id?: number;
}

/** Claims per OpenID scope, for ID tokens and userinfo. */
export const SCOPE_CLAIMS: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['preferred_username', 'name', 'realm_access', 'resource_access', 'multi_project', 'project_id'],
  email: ['email'],
};

/** Parses an account id as issued by the login form (`staff_user.id` as a decimal string). */
export function staffUserId(accountId: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(accountId)) return undefined;
  const id = Number(accountId);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * The permissions a staff member's roles grant, by name: their global roles, and their project's
 * own roles when they belong to one. The one reading of the role matrix for tokens and for the
 * checks that compare one member's power with another's.
 */
export async function rolePermissions(
  db: Database,
  roleKeys: readonly string[],
  projectId: number | null,
): Promise<string[]> {
  if (roleKeys.length === 0) return [];
  const rows = await db
    .selectFrom('role as r')
    .innerJoin('role_permission as rp', 'rp.role_id', 'r.id')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.name')
    .distinct()
    .where(sql<boolean>`r.role_key = ANY(${sql.val([...roleKeys])}::text[])`)
    .where((eb) =>
      projectId === null
        ? eb('r.project_id', 'is', null)
        : eb.or([eb('r.project_id', 'is', null), eb('r.project_id', '=', projectId)]),
    )
    .orderBy('p.name')
    .execute();
  return rows.map((r) => r.name);
}

/**
 * Reads the enabled staff member and the permissions their roles grant, fresh from the
 * database, so a change to a role's permissions shows in the holder's next token.
 * Staff hold roles by key (never by display name); roles of the member's own project count
 * as well as global ones.
 */
export async function loadStaffClaims(
  db: Database,
  accountId: string,
  clientId: string,
): Promise<StaffClaims | undefined> {
  const id = staffUserId(accountId);
  if (id === undefined) return undefined;
  const user = await db
    .selectFrom('staff_user')
    .select(['id', 'username', 'full_name', 'email', 'realm_roles', 'multi_project', 'project_id'])
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!user) return undefined;

  const permissions = await rolePermissions(db, user.realm_roles, user.project_id);

  const claims: StaffClaims = {
    sub: String(user.id),
    preferred_username: user.username,
    name: user.full_name,
    realm_access: { roles: [...user.realm_roles] },
    resource_access: { [clientId]: { roles: permissions } },
    multi_project: user.multi_project,
  };
  if (user.email) claims.email = user.email;
  if (user.project_id !== null) claims.project_id = user.project_id;
  return claims;
}

/** The claims added to every access token; `sub` and the registered claims come from the provider. */
export function accessTokenClaims(claims: StaffClaims): Record<string, unknown> {
  const { sub: _sub, ...extra } = claims;
  return extra;
}
