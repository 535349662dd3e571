import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { ScaleOptions } from './scale-step.ts';

export const SCALE_PLAN_PREFIX = 'Plano Escala';
/** Plans per generated transaction (10 million transactions → 50 000 plans), at least 50 000. */
const PLANS_PER_TRANSACTION = 1 / 200;
const MIN_PLANS = 50_000;

/**
 * Sales plans in bulk (tens of thousands, so the anticipation-rate pull of 5 000 per page is
 * real): spread over the projects and channels, with anticipation rates between 1,49% and
 * 3,49% and the debit and credit rates of MASTERCARD and VISA. Tops up to the target count.
 */
export async function seedScalePlans(
  handle: DatabaseHandle,
  options: ScaleOptions,
  log: (line: string) => void,
): Promise<string> {
  const { db } = handle;
  const target = Math.max(MIN_PLANS, Math.ceil(options.scale * PLANS_PER_TRANSACTION));
  const have = Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM sales_plan WHERE name LIKE ${`${SCALE_PLAN_PREFIX} %`}`.execute(db)
    ).rows[0]?.n ?? 0,
  );
  const missing = target - have;
  if (missing <= 0) return `${have} planos de venda em escala`;
  const batch = 25_000;
  for (let start = have; start < target; start += batch) {
    const count = Math.min(batch, target - start);
    await db.transaction().execute(async (trx) => {
      await sql`
        WITH projects AS (SELECT array_agg(id ORDER BY id) AS ids FROM project),
        made AS (
          INSERT INTO sales_plan (project_id, name, channel_id, mcc, status, automatic_anticipation, anticipation_rate)
          SELECT p.ids[1 + (n % array_length(p.ids, 1))],
                 ${`${SCALE_PLAN_PREFIX} `} || lpad(n::text, 6, '0'),
                 1 + (n % 4),
                 CASE WHEN n % 5 = 0 THEN '5812' ELSE NULL END,
                 CASE WHEN n % 50 = 0 THEN 0 ELSE 1 END,
                 n % 3 = 0,
                 (1.49 + ((n * 7919) % 201) / 100.0)::numeric(7, 4)
          FROM generate_series(${start}::int, ${start + count - 1}::int) AS n, projects p
          RETURNING id
        )
        INSERT INTO sales_plan_rate (sales_plan_id, card_brand_id, operation_id, rate, valid_from)
        SELECT made.id, b, o, CASE WHEN o = 0 THEN 1.49 ELSE 2.79 END, current_date - 365
        FROM made, generate_series(1, 2) AS b, generate_series(0, 1) AS o`.execute(trx);
    });
    log(`  planos de venda: ${start + count}/${target}`);
  }
  return `${missing} planos de venda`;
}
