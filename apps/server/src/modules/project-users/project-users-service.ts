import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import { KeycloakUserDirectory } from './keycloak-user-directory.ts';
import { LocalUserDirectory } from './local-user-directory.ts';
import { PROJECT_USER_MESSAGES, type UserDirectory } from './user-directory.ts';

/** Roles a project user may hold: a mentor_ role, global or of the project, never the super administrator. */
export const FORBIDDEN_PROJECT_ROLES = ['mentor_super_admin'];

/**
 * The Keycloak directory when an external issuer and an admin client are configured,
 * the built-in one otherwise.
 */
export function selectUserDirectory(db: Database, env: Env): UserDirectory {
  if (env.OIDC_ISSUER && env.KEYCLOAK_ADMIN_CLIENT_ID && env.KEYCLOAK_ADMIN_CLIENT_SECRET) {
    return new KeycloakUserDirectory(db, {
      issuer: env.OIDC_ISSUER,
      clientId: env.KEYCLOAK_ADMIN_CLIENT_ID,
      clientSecret: env.KEYCLOAK_ADMIN_CLIENT_SECRET,
    });
  }
  return new LocalUserDirectory(db);
}

export async function assertAssignableRole(db: Database, projectId: number, role: string): Promise<void> {
  const found = FORBIDDEN_PROJECT_ROLES.includes(role)
    ? undefined
    : await db
        .selectFrom('role')
        .select('id')
        .where('role_name', '=', role)
        .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]))
        .executeTakeFirst();
  if (!found)
    throw unprocessable(PROJECT_USER_MESSAGES.invalidRole, { role: [PROJECT_USER_MESSAGES.invalidRole] });
}
