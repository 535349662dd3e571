import type {
  SalesRepresentative,
  SalesRepresentativeMerchant,
  salesRepresentativeBodySchema,
} from '@mentor/contract/projects';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { SalesRepresentativeTable } from '../../db/schema-projects.ts';
import { containsPattern } from '../../http/like.ts';
import { type Paged, type PageRequest, pageOf } from '../../http/paging.ts';
import { resolveSort, type SortRequest, sortKeys } from '../../http/sorting.ts';

export type SalesRepresentativeBody = z.output<typeof salesRepresentativeBodySchema>;

const SORT = sortKeys(['id', 'name', 'document', 'created_at'], 's');

export function toSalesRepresentative(
  row: Selectable<SalesRepresentativeTable>,
  merchantCount: number,
): SalesRepresentative {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    document: row.document,
    email: row.email,
    phone: row.phone,
    active: row.active,
    merchant_count: merchantCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const merchantCountOf = sql<
  number | string
>`(SELECT count(*) FROM sales_representative_merchant l WHERE l.sales_representative_id = s.id)`;

export async function listSalesRepresentatives(
  db: Database,
  projectId: number,
  q: PageRequest & SortRequest & { search?: string | undefined },
): Promise<Paged<SalesRepresentative>> {
  let base = db.selectFrom('sales_representative as s').where('s.project_id', '=', projectId);
  if (q.search) {
    const like = containsPattern(q.search);
    base = base.where((eb) => eb.or([eb('s.name', 'ilike', like), eb('s.document', 'like', like)]));
  }
  const sort = resolveSort(q, SORT, 's.id');
  return pageOf(
    base,
    q,
    (query) =>
      query
        .selectAll('s')
        .select(merchantCountOf.as('merchant_count'))
        .orderBy(sort.column, sort.direction)
        .orderBy('s.id'),
    ({ merchant_count, ...row }) => toSalesRepresentative(row, Number(merchant_count)),
  );
}

/** The representative of the project (none when it belongs to another project). */
export async function findSalesRepresentative(
  db: Database,
  projectId: number,
  id: number,
  lock = false,
): Promise<SalesRepresentative | undefined> {
  const query = db
    .selectFrom('sales_representative as s')
    .selectAll('s')
    .select(merchantCountOf.as('merchant_count'))
    .where('s.id', '=', id)
    .where('s.project_id', '=', projectId);
  const row = await (lock ? query.forUpdate('s') : query).executeTakeFirst();
  if (!row) return undefined;
  const { merchant_count, ...rest } = row;
  return toSalesRepresentative(rest, Number(merchant_count));
}

export async function insertSalesRepresentative(
  db: Database,
  projectId: number,
  body: SalesRepresentativeBody,
): Promise<number> {
  const row = await db
    .insertInto('sales_representative')
    .values({ project_id: projectId, ...body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSalesRepresentative(
  db: Database,
  id: number,
  body: SalesRepresentativeBody,
): Promise<void> {
  await db
    .updateTable('sales_representative')
    .set({ ...body, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function listMerchantsOf(db: Database, id: number): Promise<SalesRepresentativeMerchant[]> {
  const rows = await db
    .selectFrom('sales_representative_merchant as l')
    .innerJoin('merchant as m', 'm.id', 'l.merchant_id')
    .select(['l.merchant_id', 'm.merchant_code', 'm.merchant_name', 'm.cpf_cnpj', 'm.blocked', 'l.linked_at'])
    .where('l.sales_representative_id', '=', id)
    .orderBy('m.merchant_name')
    .execute();
  return rows.map((r) => ({ ...r, linked_at: r.linked_at.toISOString() }));
}

/** The ids among `ids` of live merchants of the project. */
export async function projectMerchantIds(
  db: Database,
  projectId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .selectFrom('merchant')
    .select('id')
    .where('id', 'in', ids)
    .where('project_id', '=', projectId)
    .where('deleted', '=', false)
    .execute();
  return new Set(found.map((m) => m.id));
}

/** Merchants among `ids` already served by another representative. */
export async function merchantsLinkedElsewhere(
  db: Database,
  repId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sales_representative_merchant')
    .select('merchant_id')
    .where('merchant_id', 'in', ids)
    .where('sales_representative_id', '!=', repId)
    .execute();
  return rows.map((r) => r.merchant_id);
}

export async function unlinkAllMerchants(db: Database, repId: number): Promise<void> {
  await db.deleteFrom('sales_representative_merchant').where('sales_representative_id', '=', repId).execute();
}

export async function linkMerchants(db: Database, repId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('sales_representative_merchant')
    .values(ids.map((merchant_id) => ({ merchant_id, sales_representative_id: repId })))
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}

/** Hands the merchants over to another representative of the project, linked as of now. */
export async function moveMerchantsTo(
  db: Database,
  toId: number,
  merchantIds: readonly number[],
): Promise<void> {
  await db
    .updateTable('sales_representative_merchant')
    .set({ sales_representative_id: toId, linked_at: new Date() })
    .where('merchant_id', 'in', merchantIds)
    .execute();
}

/** Links a merchant to a representative (replacing its link), or unlinks it when `repId` is null. */
export async function setMerchantRepresentative(
  db: Database,
  merchantId: number,
  repId: number | null,
): Promise<void> {
  if (repId === null) {
    await db.deleteFrom('sales_representative_merchant').where('merchant_id', '=', merchantId).execute();
    return;
  }
  await db
    .insertInto('sales_representative_merchant')
    .values({ merchant_id: merchantId, sales_representative_id: repId })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ sales_representative_id: repId, linked_at: new Date() }),
    )
    .execute();
}
