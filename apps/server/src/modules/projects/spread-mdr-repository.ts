import type { SpreadMdr } from '@mentor/contract/projects';
import type { Database } from '../../db/database.ts';

/** The project's spreads grouped per card brand (one brand only when given). */
export async function loadSpreads(
  db: Database,
  projectId: number,
  cardBrandId?: number,
): Promise<SpreadMdr[]> {
  let query = db
    .selectFrom('project_spread_mdr as s')
    .innerJoin('card_brand as b', 'b.id', 's.card_brand_id')
    .innerJoin('operation as o', 'o.id', 's.operation_id')
    .select(['s.card_brand_id', 'b.brand_name', 's.operation_id', 'o.operation_name', 's.spread'])
    .where('s.project_id', '=', projectId);
  if (cardBrandId !== undefined) query = query.where('s.card_brand_id', '=', cardBrandId);
  const rows = await query.orderBy('s.card_brand_id').orderBy('s.operation_id').execute();
  const byBrand = new Map<number, SpreadMdr>();
  for (const row of rows) {
    const entry = byBrand.get(row.card_brand_id) ?? {
      card_brand_id: row.card_brand_id,
      brand_name: row.brand_name,
      rates: [],
    };
    entry.rates.push({
      operation_id: row.operation_id,
      operation_name: row.operation_name,
      spread: row.spread,
    });
    byBrand.set(row.card_brand_id, entry);
  }
  return [...byBrand.values()];
}

export async function cardBrandExists(db: Database, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('card_brand').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The ids among `ids` of existing operations. */
export async function knownOperationIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('operation').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((o) => o.id));
}

export async function deleteSpreads(db: Database, projectId: number, cardBrandId: number): Promise<void> {
  await db
    .deleteFrom('project_spread_mdr')
    .where('project_id', '=', projectId)
    .where('card_brand_id', '=', cardBrandId)
    .execute();
}

export async function insertSpreads(
  db: Database,
  projectId: number,
  cardBrandId: number,
  rates: { operation_id: number; spread: number }[],
): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insertInto('project_spread_mdr')
    .values(
      rates.map((r) => ({
        project_id: projectId,
        card_brand_id: cardBrandId,
        operation_id: r.operation_id,
        spread: r.spread,
      })),
    )
    .execute();
}
