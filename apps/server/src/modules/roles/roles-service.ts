import type { RoleBody } from '@mentor/contract/roles';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { projectScope } from '../../http/project-scope.ts';
import { audit } from '../audit/audit-service.ts';
import { findRole } from './roles-repository.ts';

export const ROLE_MESSAGES = {
  duplicate: 'Já existe um perfil com este nome neste projeto',
  unknownPermission: (name: string) => `Permissão inexistente: ${name}`,
  unknownProject: 'O campo Projeto não é válido',
  globalRole: 'Somente usuários multiprojeto alteram perfis globais.',
  notFound: 'Perfil não encontrado.',
} as const;

type ValidBody = Required<Pick<RoleBody, 'role_name' | 'project_id' | 'permissions'>> & {
  description: string;
};

/**
 * Checks what a role write may touch: a single-project caller only roles of their own project
 * (global roles are read-only for them), an existing project, known permission names.
 */
async function checkBody(db: Database, request: FastifyRequest, body: ValidBody): Promise<number[]> {
  const scope = projectScope(request);
  if (scope !== null && body.project_id !== scope) {
    if (body.project_id === null) throw forbidden(ROLE_MESSAGES.globalRole);
    throw notFound();
  }
  const errors: Record<string, string[]> = {};
  if (body.project_id !== null) {
    const project = await db
      .selectFrom('project')
      .select('id')
      .where('id', '=', body.project_id)
      .executeTakeFirst();
    if (!project) errors.project_id = [ROLE_MESSAGES.unknownProject];
  }
  const names = [...new Set(body.permissions)];
  const found =
    names.length === 0
      ? []
      : await db.selectFrom('permission').select(['id', 'name']).where('name', 'in', names).execute();
  const known = new Set(found.map((p) => p.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) errors.permissions = unknown.map(ROLE_MESSAGES.unknownPermission);
  if (Object.keys(errors).length > 0) throw unprocessable('Os dados enviados são inválidos.', errors);
  return found.map((p) => p.id);
}

async function assertNameFree(db: Database, body: ValidBody, exceptId?: number) {
  let query = db
    .selectFrom('role')
    .select('id')
    .where('role_name', '=', body.role_name)
    .where(sql<boolean>`coalesce(project_id, 0) = ${body.project_id ?? 0}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw conflict(ROLE_MESSAGES.duplicate, { role_name: [ROLE_MESSAGES.duplicate] });
}

async function setPermissions(trx: Database, roleId: number, permissionIds: number[]) {
  await trx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
  if (permissionIds.length > 0) {
    await trx
      .insertInto('role_permission')
      .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
      .execute();
  }
}

export async function createRole(db: Database, request: FastifyRequest, body: ValidBody) {
  const permissionIds = await checkBody(db, request, body);
  const id = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727102)`.execute(trx);
    await assertNameFree(trx, body);
    const row = await trx
      .insertInto('role')
      .values({ role_name: body.role_name, project_id: body.project_id, description: body.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPermissions(trx, row.id, permissionIds);
    await audit(trx, request, {
      tableContext: 'role',
      recordId: row.id,
      action: 'CREATE',
      after: await findRole(trx, row.id),
      projectId: body.project_id,
    });
    return row.id;
  });
  const role = await findRole(db, id);
  if (!role) throw notFound(ROLE_MESSAGES.notFound);
  return role;
}

export async function updateRole(db: Database, request: FastifyRequest, id: number, body: ValidBody) {
  const current = await findRole(db, id);
  const scope = projectScope(request);
  if (!current || (scope !== null && current.project_id !== null && current.project_id !== scope)) {
    throw notFound(ROLE_MESSAGES.notFound);
  }
  if (scope !== null && current.project_id === null) throw forbidden(ROLE_MESSAGES.globalRole);
  const permissionIds = await checkBody(db, request, body);
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727102)`.execute(trx);
    await assertNameFree(trx, body, id);
    await trx
      .updateTable('role')
      .set({
        role_name: body.role_name,
        project_id: body.project_id,
        description: body.description,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await setPermissions(trx, id, permissionIds);
    if (current.role_name !== body.role_name) {
      // Holders keep the role under its new name.
      await trx
        .updateTable('staff_user')
        .set({
          realm_roles: sql<string[]>`array_replace(realm_roles, ${current.role_name}, ${body.role_name})`,
        })
        .where(sql<boolean>`${current.role_name} = ANY(realm_roles)`)
        .execute();
    }
    await audit(trx, request, {
      tableContext: 'role',
      recordId: id,
      action: 'UPDATE',
      before: current,
      after: await findRole(trx, id),
      projectId: body.project_id ?? current.project_id,
    });
  });
  const role = await findRole(db, id);
  if (!role) throw notFound(ROLE_MESSAGES.notFound);
  return role;
}
