import type { Role } from '@mentor/contract/roles';
import type { Database } from '../../db/database.ts';

export interface RoleFilter {
  roleName?: string | undefined;
  /** Exact project of the role. */
  projectId?: number | undefined;
  /** A single-project caller: global roles and those of this project only. */
  scope: number | null;
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
  return {
    data: rows.map((r) => ({
      id: r.id,
      role_name: r.role_name,
      project_id: r.project_id,
      project_trade: r.project_trade,
      description: r.description,
      permissions: permissions.get(r.id) ?? [],
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
    total: Number(count.n),
  };
}

export async function findRole(db: Database, id: number): Promise<Role | undefined> {
  const row = await db
    .selectFrom('role as r')
    .leftJoin('project as p', 'p.id', 'r.project_id')
    .selectAll('r')
    .select('p.trade as project_trade')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const permissions = await permissionsOf(db, [row.id]);
  return {
    id: row.id,
    role_name: row.role_name,
    project_id: row.project_id,
    project_trade: row.project_trade,
    description: row.description,
    permissions: permissions.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
