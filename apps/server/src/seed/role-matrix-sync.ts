import { DEVELOPER_PERMISSIONS } from '@mentor/contract/common/permissions';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { findRole } from '../modules/roles/roles-repository.ts';
import { ROLE_LOCK } from '../modules/roles/roles-service.ts';
import { type AuditActor, auditManyAs } from '../platform/audit/audit-service.ts';
import { ROLE_DESCRIPTIONS, ROLE_MATRIX } from './role-matrix.ts';

/** Who the history names for grants the role matrix gives at a start. */
export const ROLE_MATRIX_ACTOR: AuditActor = {
  username: 'system',
  fullName: 'Matriz de papéis',
  requestId: null,
};

/** What a start changed in the built-in roles. */
export interface RoleMatrixSync {
  /** Roles created (only on the first start, when no role exists). */
  created: string[];
  /** Permissions given to existing roles, by role key. */
  granted: Record<string, string[]>;
}

/** The permissions the matrix gives a role: '*' is every permission but the developer tools. */
export function matrixPermissions(entry: readonly string[], catalogue: readonly string[]): string[] {
  if (entry.includes('*')) return catalogue.filter((name) => !DEVELOPER_PERMISSIONS.includes(name));
  return catalogue.filter((name) => entry.includes(name));
}

/**
 * Applies the role matrix (ADR 0003, ADR 0280): on the first start it creates the built-in roles
 * with their default permissions; on later starts it gives each built-in role the default
 * grants it has never received (a permission added to the matrix in a later release), once,
 * with a history entry. A grant an administrator withdrew, or a built-in role an administrator
 * deleted, is left as the administrator left it.
 */
export async function syncRoleMatrix(
  trx: Database,
  matrix: Readonly<Record<string, readonly string[]>> = ROLE_MATRIX,
): Promise<RoleMatrixSync> {
  await sql`SELECT pg_advisory_xact_lock(${ROLE_LOCK})`.execute(trx);
  const permissions = await trx.selectFrom('permission').select(['id', 'name']).orderBy('id').execute();
  const idOf = new Map(permissions.map((p) => [p.name, p.id]));
  const catalogue = permissions.map((p) => p.name);
  const roleCount = await trx
    .selectFrom('role')
    .select(trx.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const firstStart = Number(roleCount.n) === 0;
  const result: RoleMatrixSync = { created: [], granted: {} };

  for (const [roleKey, entry] of Object.entries(matrix)) {
    let role = await trx
      .selectFrom('role')
      .select('id')
      .where('role_key', '=', roleKey)
      .where('project_id', 'is', null)
      .executeTakeFirst();
    const creating = !role;
    if (!role) {
      if (!firstStart) continue;
      role = await trx
        .insertInto('role')
        .values({
          role_key: roleKey,
          role_name: roleKey,
          project_id: null,
          description: ROLE_DESCRIPTIONS[roleKey] ?? '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      result.created.push(roleKey);
    }
    const received = await trx
      .selectFrom('role_matrix_grant')
      .select('permission_name')
      .where('role_key', '=', roleKey)
      .execute();
    const had = new Set(received.map((r) => r.permission_name));
    const due = matrixPermissions(entry, catalogue).filter((name) => !had.has(name));
    if (due.length === 0) continue;

    const roleId = role.id;
    const before = creating ? null : await findRole(trx, roleId);
    await trx
      .insertInto('role_permission')
      .values(due.map((name) => ({ role_id: roleId, permission_id: idOf.get(name) as number })))
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
    await trx
      .insertInto('role_matrix_grant')
      .values(due.map((name) => ({ role_key: roleKey, permission_name: name })))
      .onConflict((oc) => oc.columns(['role_key', 'permission_name']).doNothing())
      .execute();
    if (creating) continue;
    const after = await findRole(trx, roleId);
    const newlyHeld = due.filter((name) => !before?.permissions.includes(name));
    if (newlyHeld.length === 0) continue;
    result.granted[roleKey] = newlyHeld;
    await auditManyAs(trx, ROLE_MATRIX_ACTOR, [
      { tableContext: 'role', recordId: roleId, action: 'UPDATE', before, after },
    ]);
  }
  return result;
}
