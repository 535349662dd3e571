import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RegistryAdapter, RegistryUnit } from './registry-adapter.ts';

export const RECONCILIATION_QUEUE = 'receivables_reconciliation';

const REGISTRY_STATUS = {
  CERC_UR_ACTIVE: 'ACTIVE',
  CERC_UR_DOWN: 'DOWN',
  CERC_UR_INACTIVE: 'INACTIVE',
} as const;

/**
 * Sends the units waiting to be sent (status_sync 0) to the registry and marks them synced.
 * Returns how many were sent.
 */
export async function syncUnits(
  db: Database,
  registry: RegistryAdapter,
  merchantIds?: readonly number[],
): Promise<number> {
  const waiting = await db
    .selectFrom('receivable_unit')
    .select([
      'id',
      'cerc_code',
      'holder_document',
      'arrangement_id',
      sql<string>`to_char(dt_liquidation, 'YYYY-MM-DD')`.as('dt_liquidation'),
      'net_amount',
      'status',
    ])
    .where('status_sync', '=', 0)
    .$if(merchantIds !== undefined, (q) => q.where('merchant_id', 'in', merchantIds ?? []))
    .orderBy('id')
    .execute();
  if (waiting.length === 0) return 0;
  const units: RegistryUnit[] = waiting.map((u) => ({
    cerc_code: u.cerc_code,
    holder_document: u.holder_document,
    arrangement_id: u.arrangement_id,
    dt_liquidation: u.dt_liquidation,
    amount: u.net_amount,
    status: REGISTRY_STATUS[u.status],
  }));
  await registry.send(db, units);
  await db
    .updateTable('receivable_unit')
    .set({ status_sync: 1, synced_at: sql<Date>`now()` })
    .where('id', '=', sql<number>`ANY(${sql.val(waiting.map((u) => u.id))}::bigint[])`)
    .execute();
  return waiting.length;
}

export type ReconciliationSummary = Record<
  'DIFFERENT_VALUES' | 'NOT_MENTOR' | 'DOWNED' | 'INACTIVATED' | 'NOT_CERC',
  number
>;

/**
 * Compares the platform's units with the registry's book and replaces the findings with every
 * difference: a unit the registry lacks (NOT_CERC; units not sent yet are not expected there),
 * one only the registry has (NOT_MENTOR), one the registry wrote off (DOWNED) or inactivated
 * (INACTIVATED) while the platform has it otherwise, and different amounts (DIFFERENT_VALUES).
 */
export async function reconcile(db: Database, registry: RegistryAdapter): Promise<ReconciliationSummary> {
  return db.transaction().execute(async (trx) => {
    await sql`CREATE TEMP TABLE registry_book (
        cerc_code text PRIMARY KEY, amount bigint NOT NULL, status text NOT NULL) ON COMMIT DROP`.execute(
      trx,
    );
    for await (const batch of registry.book(trx)) {
      await sql`INSERT INTO registry_book (cerc_code, amount, status)
        SELECT * FROM unnest(${sql.val(batch.map((b) => b.cerc_code))}::text[],
                             ${sql.val(batch.map((b) => b.amount))}::bigint[],
                             ${sql.val(batch.map((b) => b.status))}::text[])`.execute(trx);
    }
    await trx.deleteFrom('cerc_conciliation').execute();
    await sql`
      INSERT INTO cerc_conciliation (run_at, cerc_code, receivable_unit_id, project_id, merchant_id, status,
                                     mentor_amount, cerc_amount)
      SELECT now(), coalesce(u.cerc_code, b.cerc_code), u.id, u.project_id, u.merchant_id, d.status,
             u.net_amount, b.amount
      FROM (SELECT * FROM receivable_unit WHERE status_sync <> 0) u
      FULL JOIN registry_book b ON b.cerc_code = u.cerc_code
      CROSS JOIN LATERAL (SELECT CASE
          WHEN b.cerc_code IS NULL THEN 'NOT_CERC'
          WHEN u.id IS NULL THEN 'NOT_MENTOR'
          WHEN b.status = 'DOWN' AND u.status <> 'CERC_UR_DOWN' THEN 'DOWNED'
          WHEN b.status = 'INACTIVE' AND u.status <> 'CERC_UR_INACTIVE' THEN 'INACTIVATED'
          WHEN b.amount <> u.net_amount THEN 'DIFFERENT_VALUES'
        END AS status) d
      WHERE d.status IS NOT NULL`.execute(trx);
    const counts = await trx
      .selectFrom('cerc_conciliation')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    const summary: ReconciliationSummary = {
      DIFFERENT_VALUES: 0,
      NOT_MENTOR: 0,
      DOWNED: 0,
      INACTIVATED: 0,
      NOT_CERC: 0,
    };
    for (const c of counts) summary[c.status] = Number(c.n);
    return summary;
  });
}
