import type { MerchantGroup, MerchantGroupDetail, MerchantGroupInput } from '@mentor/contract/merchants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function groupQuery(
  db: Database,
  filters: { search?: string | undefined; projectId?: number | undefined },
) {
  let q = db
    .selectFrom('merchant_group as g')
    .leftJoin('project as p', 'p.id', 'g.project_id')
    .leftJoin('merchant as a', 'a.id', 'g.merchant_admin_id');
  if (filters.projectId !== undefined) q = q.where('g.project_id', '=', filters.projectId);
  if (filters.search) {
    q = q.where(
      sql<boolean>`lower(g.merchant_group_name) LIKE ${containsPattern(filters.search.toLowerCase())}`,
    );
  }
  return q;
}

export function selectGroup(query: ReturnType<typeof groupQuery>) {
  return query.select([
    'g.id',
    'g.merchant_group_name',
    'g.project_id',
    'p.trade as project_name',
    'g.merchant_admin_id',
    'a.merchant_name as merchant_admin_name',
    'g.terminal_multi_merchant',
    'g.default_merchant_group',
    'g.created_at',
    'g.updated_at',
    sql<string>`(SELECT count(*) FROM merchant_group_member mm WHERE mm.merchant_group_id = g.id)`.as(
      'merchant_count',
    ),
  ]);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroup>['executeTakeFirstOrThrow']>>;

export function toGroup(row: GroupRow): MerchantGroup {
  return {
    ...row,
    project_name: row.project_name ?? null,
    merchant_admin_name: row.merchant_admin_name ?? null,
    merchant_count: Number(row.merchant_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function findGroupRow(db: Database, id: number, lock = false) {
  let q = db.selectFrom('merchant_group').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function loadGroup(db: Database, id: number): Promise<MerchantGroupDetail | null> {
  const row = await selectGroup(groupQuery(db, {})).where('g.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const members = await db
    .selectFrom('merchant_group_member as mm')
    .innerJoin('merchant as m', 'm.id', 'mm.merchant_id')
    .select(['mm.merchant_id', 'm.merchant_name', 'm.cpf_cnpj', 'mm.added_at'])
    .where('mm.merchant_group_id', '=', id)
    .orderBy('m.merchant_name')
    .execute();
  return { ...toGroup(row), merchants: members.map((m) => ({ ...m, added_at: iso(m.added_at) })) };
}

/** How many of the merchants are live merchants of the project. */
export async function countProjectMerchants(db: Database, projectId: number, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('merchant')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .where('deleted', '=', false)
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addMembers(trx: Database, groupId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await trx
    .insertInto('merchant_group_member')
    .values(unique.map((merchant_id) => ({ merchant_group_id: groupId, merchant_id })))
    .onConflict((oc) => oc.columns(['merchant_group_id', 'merchant_id']).doNothing())
    .execute();
}

export async function removeMembers(trx: Database, groupId: number, ids: readonly number[]) {
  await trx
    .deleteFrom('merchant_group_member')
    .where('merchant_group_id', '=', groupId)
    .where('merchant_id', 'in', [...new Set(ids)])
    .execute();
}

export async function clearDefaultGroup(trx: Database, projectId: number, exceptId: number | null) {
  let q = trx
    .updateTable('merchant_group')
    .set({ default_merchant_group: false, updated_at: new Date() })
    .where('project_id', '=', projectId)
    .where('default_merchant_group', '=', true);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  await q.execute();
}

export async function insertGroup(trx: Database, values: MerchantGroupInput): Promise<number> {
  const row = await trx.insertInto('merchant_group').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(trx: Database, id: number, values: MerchantGroupInput): Promise<void> {
  await trx
    .updateTable('merchant_group')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Marks the group as changed (its members changed). */
export async function touchGroup(trx: Database, id: number): Promise<void> {
  await trx.updateTable('merchant_group').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteGroupRow(trx: Database, id: number): Promise<void> {
  await trx.deleteFrom('merchant_group').where('id', '=', id).execute();
}
