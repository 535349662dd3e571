import { DEVELOPER_PERMISSIONS, PERMISSION_NAMES } from '@mentor/contract/common/permissions';
import { reservedRoleName, USER_TYPE_ROLES } from '@mentor/contract/common/roles';
import { ROLE_SORT_COLUMNS, type Role, type RoleBody, type RoleListQuery } from '@mentor/contract/roles';
import type { Database } from '../../db/database.ts';
import { type Actor, actorProjectFilter, actorScope } from '../../http/actor.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { lastPage, sortColumn } from '../../http/schemas.ts';
import { endStaffSessions } from '../../oidc/staff-sessions.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  roleHolders,
  roleNameHeldByStaff,
  setStaffRoles,
} from '../../platform/staff-users/staff-users-service.ts';
import {
  assignableRole,
  deleteRoleRow,
  findRole,
  insertRole,
  keyTaken,
  listRoles,
  lockRoleWrites,
  nameTaken,
  permissionNamesOf,
  permissionsByName,
  projectExists,
  setPermissions,
  updateRoleRow,
} from './roles-repository.ts';

export const ROLE_MESSAGES = {
  duplicate: 'Já existe um perfil com este nome neste projeto',
  unknownPermission: (name: string) => `Permissão inexistente: ${name}`,
  notHeld: (name: string) => `Você não pode conceder uma permissão que não possui: ${name}`,
  developer: (name: string) => `Permissão de desenvolvimento não pode ser concedida a um perfil: ${name}`,
  reserved: 'Este nome é reservado (permissão ou perfil do sistema); escolha outro nome de perfil',
  unknownProject: 'O campo Projeto não é válido',
  globalRole: 'Somente usuários multiprojeto alteram perfis globais.',
  notFound: 'Perfil não encontrado.',
  invalid: 'Os dados enviados são inválidos.',
  holdsMore: (names: string) => `Você não pode alterar um perfil com permissões que não possui: ${names}`,
  builtInName: 'O nome de um perfil do sistema não pode ser alterado',
} as const;

/**
 * A page of roles: a single-project caller sees the global roles and their project's; a project
 * asked for narrows the list to that project's roles.
 */
export async function listRolePage(
  db: Database,
  actor: Actor,
  q: RoleListQuery,
): Promise<{ data: Role[]; total: number; lastPage: number }> {
  const projectId = q.project_id === undefined ? undefined : actorProjectFilter(actor, q.project_id);
  const result = await listRoles(
    db,
    { roleName: q.role_name || undefined, projectId, scope: actorScope(actor) },
    {
      page: q.page,
      perPage: q.perPage,
      sortBy: sortColumn(q.sortBy, ROLE_SORT_COLUMNS, 'id'),
      sortDesc: q.sortDesc ?? false,
    },
  );
  return { ...result, lastPage: lastPage(result.total, q.perPage) };
}

/**
 * A role is changed or deleted only by someone holding every permission it grants: nobody
 * weakens (or renames away) a role more powerful than their own.
 */
function assertHoldsRole(actor: Actor, role: Role): void {
  const user = actor.user;
  const notHeld = role.permissions.filter((name) => !hasPermissions(user, [name]));
  if (notHeld.length > 0) throw forbidden(ROLE_MESSAGES.holdsMore(notHeld.join(', ')));
}

export { ROLE_LOCK } from './roles-repository.ts';

type ValidBody = Required<Pick<RoleBody, 'role_name' | 'project_id' | 'permissions'>> & {
  description: string;
};

/** A role of another project answers 404 to a single-project caller; a global one is read-only to them. */
function assertRoleInScope(actor: Actor, role: Role | undefined, write: boolean): Role {
  const scope = actorScope(actor);
  if (!role || (scope !== null && role.project_id !== null && role.project_id !== scope)) {
    throw notFound(ROLE_MESSAGES.notFound);
  }
  if (write && scope !== null && role.project_id === null) throw forbidden(ROLE_MESSAGES.globalRole);
  return role;
}

export async function getRole(db: Database, actor: Actor, id: number): Promise<Role> {
  return assertRoleInScope(actor, await findRole(db, id), false);
}

/**
 * The rules of a role write: the target project is the caller's own (global roles only for
 * multi-project callers) and exists; the name is neither a permission nor a reserved role; the
 * permissions exist, are not developer tools, and every one newly granted is held by the caller.
 */
async function checkBody(db: Database, actor: Actor, body: ValidBody, current?: Role): Promise<number[]> {
  const user = actor.user;
  const scope = actorScope(actor);
  if (scope !== null && body.project_id !== scope) {
    if (body.project_id === null) throw forbidden(ROLE_MESSAGES.globalRole);
    throw notFound();
  }
  const errors: Record<string, string[]> = {};
  const renamed = current === undefined || current.role_name !== body.role_name;
  if (current && renamed && USER_TYPE_ROLES.some((builtIn) => builtIn.role === current.role_key))
    errors.role_name = [ROLE_MESSAGES.builtInName];
  else if (renamed && reservedRoleName(body.role_name, PERMISSION_NAMES))
    errors.role_name = [ROLE_MESSAGES.reserved];
  else if (current === undefined && (await roleNameHeldByStaff(db, body.role_name)))
    errors.role_name = [ROLE_MESSAGES.reserved];
  if (body.project_id !== null && !(await projectExists(db, body.project_id)))
    errors.project_id = [ROLE_MESSAGES.unknownProject];

  const names = [...new Set(body.permissions)];
  const found = await permissionsByName(db, names);
  const known = new Set(found.map((p) => p.name));
  const already = new Set(current?.permissions ?? []);
  const permissionErrors = [
    ...names.filter((n) => !known.has(n)).map(ROLE_MESSAGES.unknownPermission),
    ...names.filter((n) => DEVELOPER_PERMISSIONS.includes(n)).map(ROLE_MESSAGES.developer),
  ];
  if (permissionErrors.length > 0) errors.permissions = permissionErrors;
  if (Object.keys(errors).length > 0) throw unprocessable(ROLE_MESSAGES.invalid, errors);

  const notHeld = names.filter((n) => !already.has(n) && !hasPermissions(user, [n]));
  if (notHeld.length > 0) {
    throw new HttpError(403, ROLE_MESSAGES.notHeld(notHeld.join(', ')), {
      errors: { permissions: notHeld.map(ROLE_MESSAGES.notHeld) },
    });
  }
  return found.map((p) => p.id);
}

async function assertNameFree(trx: Database, body: ValidBody, exceptId?: number) {
  if (await nameTaken(trx, body.role_name, body.project_id, exceptId))
    throw conflict(ROLE_MESSAGES.duplicate, { role_name: [ROLE_MESSAGES.duplicate] });
}

/** The key of a new role: its name, or the name with a number when a renamed role keeps that key. */
async function freeKey(trx: Database, name: string): Promise<string> {
  if (!(await keyTaken(trx, name))) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name}_${n}`;
    if (!(await keyTaken(trx, candidate)) && !(await roleNameHeldByStaff(trx, candidate))) return candidate;
  }
}

export async function createRole(db: Database, actor: Actor, body: ValidBody): Promise<Role> {
  const permissionIds = await checkBody(db, actor, body);
  const id = await db.transaction().execute(async (trx) => {
    await lockRoleWrites(trx);
    await assertNameFree(trx, body);
    const roleId = await insertRole(trx, {
      role_key: await freeKey(trx, body.role_name),
      role_name: body.role_name,
      project_id: body.project_id,
      description: body.description,
    });
    await setPermissions(trx, roleId, permissionIds);
    await audit(trx, actor, {
      tableContext: 'role',
      recordId: roleId,
      action: 'CREATE',
      after: await findRole(trx, roleId),
      projectId: body.project_id,
    });
    return roleId;
  });
  return getRole(db, actor, id);
}

/**
 * Updates a role's name, description and permissions. The key stays: holders keep the role
 * under its new name and nobody's roles are rewritten.
 */
export async function updateRole(db: Database, actor: Actor, id: number, body: ValidBody): Promise<Role> {
  const current = assertRoleInScope(actor, await findRole(db, id), true);
  if (body.project_id !== current.project_id) {
    // Moving a role between projects would hand it to another project's holders.
    throw unprocessable(ROLE_MESSAGES.invalid, {
      project_id: ['O projeto de um perfil não pode ser alterado'],
    });
  }
  assertHoldsRole(actor, current);
  const permissionIds = await checkBody(db, actor, body, current);
  await db.transaction().execute(async (trx) => {
    await lockRoleWrites(trx);
    const before = await findRole(trx, id, { lock: true });
    if (!before) throw notFound(ROLE_MESSAGES.notFound);
    await assertNameFree(trx, body, id);
    await updateRoleRow(trx, id, {
      role_name: body.role_name,
      project_id: before.project_id,
      description: body.description,
    });
    await setPermissions(trx, id, permissionIds);
    // Holders who lose a permission lose their sessions too, within seconds, not at token expiry.
    const kept = new Set(body.permissions);
    if (before.permissions.some((name) => !kept.has(name))) {
      for (const holder of await roleHolders(trx, before.role_key, before.project_id)) {
        await endStaffSessions(trx, holder.id);
      }
    }
    await audit(trx, actor, {
      tableContext: 'role',
      recordId: id,
      action: 'UPDATE',
      before,
      after: await findRole(trx, id),
      projectId: before.project_id,
    });
  });
  return getRole(db, actor, id);
}

/**
 * Deletes a role and takes it from its holders, one audit row per holder whose roles change.
 * A project role is taken only from staff of that project (nobody else draws on it).
 */
export async function deleteRole(db: Database, actor: Actor, id: number): Promise<void> {
  const current = assertRoleInScope(actor, await findRole(db, id), true);
  assertHoldsRole(actor, current);
  await db.transaction().execute(async (trx) => {
    await lockRoleWrites(trx);
    const before = await findRole(trx, id, { lock: true });
    if (!before) throw notFound(ROLE_MESSAGES.notFound);
    for (const holder of await roleHolders(trx, current.role_key, current.project_id)) {
      const roles = holder.realm_roles.filter((r) => r !== current.role_key);
      await setStaffRoles(trx, holder.id, roles);
      await endStaffSessions(trx, holder.id);
      await audit(trx, actor, {
        tableContext: 'project_user',
        recordId: holder.id,
        action: 'UPDATE',
        before: { username: holder.username, roles: holder.realm_roles },
        after: { username: holder.username, roles },
        projectId: holder.project_id,
      });
    }
    await deleteRoleRow(trx, id);
    await audit(trx, actor, {
      tableContext: 'role',
      recordId: id,
      action: 'DELETE',
      before,
      projectId: before.project_id,
    });
  });
}

/**
 * The permissions a role grants when a project user may be given it: named by its key, global
 * or of the project; `undefined` for a role the project cannot use.
 */
export async function assignableRoleGrants(
  db: Database,
  key: string,
  projectId: number,
): Promise<string[] | undefined> {
  const role = await assignableRole(db, key, projectId);
  return role ? permissionNamesOf(db, role.id) : undefined;
}
