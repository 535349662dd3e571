import { PERMISSIONS } from '@mentor/contract/common/permissions';
import type { PermissionItem, Role } from '@mentor/contract/roles';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface RoleFilter {
  roleName?: string | undefined;
  /** Exact project of the role. */
  projectId?: number | undefined;
  /** A single-project caller: global roles and those of this project only. */
  scope: number | null;
}

export interface RoleRow {
  role_key: string;
  role_name: string;
  project_id: number | null;
  description: string;
}

function filtered(db: Database, filter: RoleFilter) {
  let query = db.selectFrom('role as r').leftJoin('project as p', 'p.id', 'r.project_id');
  if (filter.roleName)
    query = query.where('r.role_name', 'ilike', `%${filter.roleName.replace(/[%_\\]/g, '\\$&')}%`);
  if (filter.projectId !== undefined) query = query.where('r.project_id', '=', filter.projectId);
  if (filter.scope !== null) {
    const scope = filter.scope;
    query = query.where((eb) => eb.or([eb('r.project_id', 'is', null), eb('r.project_id', '=', scope)]));
  }
  return query;
}

async function permissionsOf(db: Database, roleIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (roleIds.length === 0) return map;
  const rows = await db
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select(['rp.role_id', 'p.name'])
    .where('rp.role_id', 'in', roleIds)
    .orderBy('p.name')
    .execute();
  for (const row of rows) map.set(row.role_id, [...(map.get(row.role_id) ?? []), row.name]);
  return map;
}

type JoinedRow = {
  id: number;
  role_key: string;
  role_name: string;
  project_id: number | null;
  project_trade: string | null;
  description: string;
  created_at: Date;
  updated_at: Date;
};

const toRole = (r: JoinedRow, permissions: Map<number, string[]>): Role => ({
  id: r.id,
  role_key: r.role_key,
  role_name: r.role_name,
  project_id: r.project_id,
  project_trade: r.project_trade,
  description: r.description,
  permissions: permissions.get(r.id) ?? [],
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function listRoles(
  db: Database,
  filter: RoleFilter,
  page: {
    page: number;
    perPage: number;
    sortBy: 'id' | 'role_name' | 'project_id' | 'updated_at';
    sortDesc: boolean;
  },
): Promise<{ data: Role[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll('r')
      .select('p.trade as project_trade')
      .orderBy(`r.${page.sortBy}`, page.sortDesc ? 'desc' : 'asc')
      .orderBy('r.id')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    filtered(db, filter).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const permissions = await permissionsOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toRole(r, permissions)), total: Number(count.n) };
}

export async function findRole(db: Database, id: number, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('role as r')
    .leftJoin('project as p', 'p.id', 'r.project_id')
    .selectAll('r')
    .select('p.trade as project_trade')
    .where('r.id', '=', id);
  if (options.lock) query = query.forUpdate('r');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return toRole(row, await permissionsOf(db, [row.id]));
}

/** Roles of these keys (global ones and, when given, those of a project). */
export async function rolesByKeys(db: Database, keys: readonly string[], projectId: number | null) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('role')
    .select(['id', 'role_key', 'role_name', 'project_id'])
    .where('role_key', 'in', [...keys])
    .where((eb) =>
      projectId === null
        ? eb('project_id', 'is', null)
        : eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]),
    )
    .execute();
}

export async function projectExists(db: Database, projectId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('project').select('id').where('id', '=', projectId).executeTakeFirst());
}

export async function permissionsByName(db: Database, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .selectFrom('permission')
    .select(['id', 'name'])
    .where('name', 'in', [...names])
    .execute();
}

/** Another role of the same project already shows this name. */
export async function nameTaken(db: Database, name: string, projectId: number | null, exceptId?: number) {
  let query = db
    .selectFrom('role')
    .select('id')
    .where('role_name', '=', name)
    .where(sql<boolean>`coalesce(project_id, 0) = ${projectId ?? 0}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function keyTaken(db: Database, key: string): Promise<boolean> {
  return Boolean(await db.selectFrom('role').select('id').where('role_key', '=', key).executeTakeFirst());
}

export async function insertRole(db: Database, row: RoleRow): Promise<number> {
  const inserted = await db.insertInto('role').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRoleRow(db: Database, id: number, row: Omit<RoleRow, 'role_key'>) {
  await db
    .updateTable('role')
    .set({ ...row, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteRoleRow(db: Database, id: number) {
  await db.deleteFrom('role').where('id', '=', id).execute();
}

export async function setPermissions(db: Database, roleId: number, permissionIds: number[]) {
  await db.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
  if (permissionIds.length > 0) {
    await db
      .insertInto('role_permission')
      .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
      .execute();
  }
}

/** Every permission by name, with its label in both languages when the catalogue knows it. */
export async function listPermissions(db: Database): Promise<PermissionItem[]> {
  const labels = new Map<string, { pt: string; en: string }>(
    PERMISSIONS.map((p) => [p.name, { pt: p.description.pt, en: p.description.en }]),
  );
  const rows = await db
    .selectFrom('permission')
    .select(['id', 'name', 'description'])
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ ...r, label: labels.get(r.name) ?? null }));
}

/**
 * Serialises role writes so name and key checks agree with the writes that follow them (the
 * roles screen and the role matrix applied at start).
 */
export const ROLE_LOCK = 727102;

/** Takes the role write lock for the rest of the transaction. */
export async function lockRoleWrites(trx: Database): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ROLE_LOCK})`.execute(trx);
}

/** A role of the project (or a global one) by key, never one of another project. */
export async function assignableRole(db: Database, key: string, projectId: number) {
  return db
    .selectFrom('role')
    .select('id')
    .where('role_key', '=', key)
    .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]))
    .executeTakeFirst();
}

/** The names of the permissions a role grants. */
export async function permissionNamesOf(db: Database, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.name')
    .where('rp.role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.name);
}
