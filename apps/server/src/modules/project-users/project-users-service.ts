import { PROJECT_USER_SORT_COLUMNS, type ProjectUser } from '@mentor/contract/project-users';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { type Paged, type PageRequest, paged } from '../../http/paging.ts';
import { requireUser } from '../../http/project-scope.ts';
import { type SortRequest, sortColumn } from '../../http/sorting.ts';
import { rolePermissions } from '../../oidc/account-claims.ts';
import { requireProject } from '../projects/projects-service.ts';
import { KeycloakUserDirectory } from './keycloak-user-directory.ts';
import { LocalUserDirectory } from './local-user-directory.ts';
import { PROJECT_USER_MESSAGES, type ProjectUserInput, type UserDirectory } from './user-directory.ts';

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

/**
 * A caller acts on a project user (update, delete, password reset) only when they hold every
 * permission that user's roles grant: nobody takes over, weakens or locks out someone who may
 * do more than they may.
 */
export async function assertMayActOnUser(
  db: Database,
  request: FastifyRequest,
  projectId: number,
  target: ProjectUser,
): Promise<void> {
  const stored = await db
    .selectFrom('staff_user')
    .select('realm_roles')
    .where('username', '=', target.username)
    .executeTakeFirst();
  const roles = [...new Set([...(stored?.realm_roles ?? []), ...(target.role ? [target.role] : [])])];
  if (roles.length === 0) return;
  const granted = await rolePermissions(db, roles, projectId);
  // Realm roles count as permissions too (spec core §6), `bypass_permission` among them.
  const held = [...granted, ...roles.filter((r) => !r.startsWith('mentor_'))];
  const caller = requireUser(request);
  const notHeld = [...new Set(held)].filter((name) =>
    name === 'bypass_permission'
      ? !caller.permissions.includes('bypass_permission')
      : !hasPermissions(caller, [name]),
  );
  if (notHeld.length > 0) {
    throw new HttpError(403, `${PROJECT_USER_MESSAGES.moreThanCaller}: ${notHeld.sort().join(', ')}`);
  }
}

/**
 * Project users (spec core §2.5, §7.2): sign-in identities of one project, kept in the user
 * directory. Every call first checks the project exists and is in the caller's scope.
 */
export function projectUsersService(db: Database, env: Env) {
  const directory = selectUserDirectory(db, env);
  return {
    async list(
      request: FastifyRequest,
      projectId: number,
      q: PageRequest & SortRequest & { search?: string | undefined },
    ): Promise<Paged<ProjectUser>> {
      await requireProject(db, request, projectId);
      const result = await directory.list(projectId, {
        page: q.page,
        perPage: q.perPage,
        sortBy: sortColumn(q.sortBy, PROJECT_USER_SORT_COLUMNS, 'id'),
        sortDesc: q.sortDesc ?? false,
        search: q.search || undefined,
      });
      return paged(result.data, result.total, q.perPage);
    },
    async get(request: FastifyRequest, projectId: number, id: string): Promise<ProjectUser> {
      await requireProject(db, request, projectId);
      return directory.get(projectId, id);
    },
    async create(
      request: FastifyRequest,
      projectId: number,
      input: ProjectUserInput,
      password: string,
    ): Promise<ProjectUser> {
      await requireProject(db, request, projectId);
      await assertAssignableRole(db, request, projectId, input.role);
      return directory.create(request, projectId, input, password);
    },
    async update(
      request: FastifyRequest,
      projectId: number,
      id: string,
      input: Parameters<UserDirectory['update']>[3],
    ): Promise<ProjectUser> {
      await requireProject(db, request, projectId);
      await assertMayActOnUser(db, request, projectId, await directory.get(projectId, id));
      await assertAssignableRole(db, request, projectId, input.role);
      return directory.update(request, projectId, id, input);
    },
    async remove(request: FastifyRequest, projectId: number, id: string): Promise<void> {
      await requireProject(db, request, projectId);
      await assertMayActOnUser(db, request, projectId, await directory.get(projectId, id));
      await directory.remove(request, projectId, id);
    },
    async resetPassword(request: FastifyRequest, projectId: number, id: string, password: string) {
      await requireProject(db, request, projectId);
      await assertMayActOnUser(db, request, projectId, await directory.get(projectId, id));
      await directory.resetPassword(request, projectId, id, password);
    },
  };
}
