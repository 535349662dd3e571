import { sql } from 'kysely';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { ScaleOptions } from './scale-step.ts';
import { createMerchants, generateTransactions, rebuildRollups } from './transactions-generator.ts';

export const SCALE_MERCHANT_PREFIX = 'SCALE';
const BATCH = 250_000;
const WORKERS = 2;

async function isSuperuser(db: Database): Promise<boolean> {
  const row = await sql<{
    su: boolean;
  }>`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`.execute(db);
  return row.rows[0]?.su === true;
}

async function insertBatch(db: Database, from: number, count: number, seed: number, anchor: Date) {
  await db.transaction().execute(async (trx) => {
    // The rollups are rebuilt once at the end instead of per statement. The rows reference
    // merchants and terminals just read, so the per-row foreign-key checks are skipped too
    // (replica role: needs a superuser, as the embedded database's owner is).
    await sql`SELECT set_config('mentor.rollup_deferred', 'on', true), set_config('synchronous_commit', 'off', true)`.execute(
      trx,
    );
    if (await isSuperuser(trx)) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await generateTransactions(trx, {
      merchantPrefix: SCALE_MERCHANT_PREFIX,
      from,
      count,
      seed,
      days: 365,
      anchor,
    });
  });
}

/**
 * `npm run seed -- --scale N`: N card transactions over the last year, generated inside
 * PostgreSQL in batches of 250 000 by two concurrent connections, then one bulk rebuild of the
 * TPV rollups. Rows are appended after any earlier run's (nothing is dropped).
 */
export async function seedScaleTransactions(
  { db }: DatabaseHandle,
  { scale, seed }: ScaleOptions,
  log: (line: string) => void,
): Promise<string> {
  const started = Date.now();
  const projects = (await db.selectFrom('project').select('id').orderBy('id').execute()).map((p) => p.id);
  const merchants = Math.max(60, Math.min(20_000, Math.round(scale / 2000)));
  await createMerchants(db, {
    prefix: SCALE_MERCHANT_PREFIX,
    count: merchants,
    projects,
    seed,
    spreadDays: 365,
  });
  const before = await db
    .selectFrom('card_transaction')
    .select(sql<number>`coalesce(max(id), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  const offset = 1_000_000_000 + Number(before.n);
  const anchor = new Date();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < scale) {
      const from = next;
      const count = Math.min(BATCH, scale - from);
      next += count;
      await insertBatch(db, offset + from, count, seed, anchor);
      done += count;
      const seconds = (Date.now() - started) / 1000;
      log(`  transações: ${done}/${scale} (${Math.round(done / seconds)} linhas/s)`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const rollupStarted = Date.now();
  await rebuildRollups(db);
  log(`  rollups de TPV reconstruídos em ${((Date.now() - rollupStarted) / 1000).toFixed(1)} s`);
  await sql`ANALYZE card_transaction`.execute(db);
  await sql`ANALYZE tpv_daily`.execute(db);
  await sql`ANALYZE tpv_daily_project`.execute(db);
  await sql`ANALYZE tpv_daily_merchant`.execute(db);
  return `${scale} transações de cartão`;
}
