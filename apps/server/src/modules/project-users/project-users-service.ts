import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { requireUser } from '../../http/project-scope.ts';
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

/**
 * A role a project user may be given: named by its key, global or of the project, never the
 * super administrator, and granting nothing the caller does not hold themselves.
 */
export async function assertAssignableRole(
  db: Database,
  request: FastifyRequest,
  projectId: number,
  role: string,
): Promise<void> {
  const found = FORBIDDEN_PROJECT_ROLES.includes(role)
    ? undefined
    : await db
        .selectFrom('role')
        .select('id')
        .where('role_key', '=', role)
        .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]))
        .executeTakeFirst();
  if (!found)
    throw unprocessable(PROJECT_USER_MESSAGES.invalidRole, { role: [PROJECT_USER_MESSAGES.invalidRole] });
  const granted = await db
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.name')
    .where('rp.role_id', '=', found.id)
    .execute();
  const notHeld = granted.map((g) => g.name).filter((name) => !hasPermissions(requireUser(request), [name]));
  if (notHeld.length > 0) {
    const message = `Você não pode conceder um perfil com permissões que não possui: ${notHeld.join(', ')}`;
    throw new HttpError(403, message, { errors: { role: [message] } });
  }
}
