import { PROJECT_USER_SORT_COLUMNS, type ProjectUser } from '@mentor/contract/project-users';
import { type Env, publicUrl } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { type Paged, type PageRequest, paged } from '../../http/paging.ts';
import { type SortRequest, sortColumn } from '../../http/sorting.ts';
import { rolePermissions } from '../../oidc/account-claims.ts';
import { localStaffMailer } from '../../platform/staff-users/password-links-service.ts';
import { staffByUsername } from '../../platform/staff-users/staff-users-service.ts';
import { requireProject } from '../projects/projects-service.ts';
import { assignableRoleGrants } from '../roles/roles-service.ts';
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
  return new LocalUserDirectory(db, { baseUrl: publicUrl(env), mailer: localStaffMailer });
}

/**
 * A role a project user may be given: named by its key, global or of the project, never the
 * super administrator, and granting nothing the caller does not hold themselves.
 */
export async function assertAssignableRole(
  db: Database,
  actor: Actor,
  projectId: number,
  role: string,
): Promise<void> {
  const granted = FORBIDDEN_PROJECT_ROLES.includes(role)
    ? undefined
    : await assignableRoleGrants(db, role, projectId);
  if (!granted)
    throw unprocessable(PROJECT_USER_MESSAGES.invalidRole, { role: [PROJECT_USER_MESSAGES.invalidRole] });
  const notHeld = granted.filter((name) => !hasPermissions(actor.user, [name]));
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
  actor: Actor,
  projectId: number,
  target: ProjectUser,
): Promise<void> {
  const stored = await staffByUsername(db, target.username);
  const roles = [...new Set([...(stored?.realm_roles ?? []), ...(target.role ? [target.role] : [])])];
  if (roles.length === 0) return;
  const granted = await rolePermissions(db, roles, projectId);
  // Realm roles count as permissions too (spec core §6), `bypass_permission` among them.
  const held = [...granted, ...roles.filter((r) => !r.startsWith('mentor_'))];
  const caller = actor.user;
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
      actor: Actor,
      projectId: number,
      q: PageRequest & SortRequest & { search?: string | undefined },
    ): Promise<Paged<ProjectUser>> {
      await requireProject(db, actor, projectId);
      const result = await directory.list(projectId, {
        page: q.page,
        perPage: q.perPage,
        sortBy: sortColumn(q.sortBy, PROJECT_USER_SORT_COLUMNS, 'id'),
        sortDesc: q.sortDesc ?? false,
        search: q.search || undefined,
      });
      return paged(result.data, result.total, q.perPage);
    },
    async get(actor: Actor, projectId: number, id: string): Promise<ProjectUser> {
      await requireProject(db, actor, projectId);
      return directory.get(projectId, id);
    },
    async create(actor: Actor, projectId: number, input: ProjectUserInput): Promise<ProjectUser> {
      await requireProject(db, actor, projectId);
      await assertAssignableRole(db, actor, projectId, input.role);
      return directory.create(actor, projectId, input);
    },
    async update(
      actor: Actor,
      projectId: number,
      id: string,
      input: Parameters<UserDirectory['update']>[3],
    ): Promise<ProjectUser> {
      await requireProject(db, actor, projectId);
      await assertMayActOnUser(db, actor, projectId, await directory.get(projectId, id));
      await assertAssignableRole(db, actor, projectId, input.role);
      return directory.update(actor, projectId, id, input);
    },
    async remove(actor: Actor, projectId: number, id: string): Promise<void> {
      await requireProject(db, actor, projectId);
      await assertMayActOnUser(db, actor, projectId, await directory.get(projectId, id));
      await directory.remove(actor, projectId, id);
    },
    async resetPassword(actor: Actor, projectId: number, id: string) {
      await requireProject(db, actor, projectId);
      await assertMayActOnUser(db, actor, projectId, await directory.get(projectId, id));
      await directory.resetPassword(actor, projectId, id);
    },
  };
}
