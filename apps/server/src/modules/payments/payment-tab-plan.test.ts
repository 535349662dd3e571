import { type PaymentListQuery, paymentListQuerySchema } from '@mentor/contract/payments';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/test-database.ts';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';
import { listPaymentTab, paymentTabQuery } from './payments-repository.ts';

/**
 * The plan PostgreSQL chooses for a tab's page with the count and sum of the whole filter, on a
 * table of some volume (the payments of a year, most of them paid, as in production): the count
 * and sum must come from the tab's index alone, also for an operator of one project.
 */
let handle: DatabaseHandle;
let projectId = 0;
const VOLUME = 40_000;
const today = todaySaoPaulo();

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

async function planOf(q: PaymentListQuery, project: number | undefined): Promise<PlanNode[]> {
  const compiled = paymentTabQuery(handle.db, q, project).compile();
  const result = await handle.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  const root = result.rows[0]?.['QUERY PLAN'][0].Plan;
  if (!root) throw new Error('no plan');
  return nodes(root);
}

/** The scan under the count and sum (the Aggregate node). */
function totalsScan(plan: PlanNode[]): PlanNode | undefined {
  return plan.find((n) => n['Node Type'] === 'Aggregate')?.Plans?.[0];
}

const tab = (query: Record<string, string>) =>
  paymentListQuerySchema.parse({ start: addDays(today, -30), end: today, ...query });

beforeAll(async () => {
  handle = createDatabase(testDatabaseUrl(), 2);
  const db = handle.db;
  // A year of payments of the demo merchants (this worker's own database), removed afterwards.
  await sql`
    INSERT INTO payment (project_id, merchant_id, payment_type, status, validation, step_status, amount,
      installments_count, dt_payment, dt_created, destination_type, bank_code, agency, account, account_type,
      holder_name, holder_document, validation_detail)
    SELECT m.project_id, m.id, (ARRAY['TED','SLC','LBK'])[1 + g % 3],
      CASE WHEN g % 25 = 0 THEN 'WAITING_SEND' WHEN g % 97 = 0 THEN 'FAIL' ELSE 'PAID' END,
      CASE WHEN g % 250 = 0 THEN 'PENDING' ELSE 'VALIDATED' END, 'SUCCESS', 1000 + g % 5000, 1,
      ${today}::date - (g % 365), now() - make_interval(days => g % 365), 'B', '341', '0001', '12345', 'C',
      m.merchant_name, m.cpf_cnpj, 'plan-volume'
    FROM generate_series(1, ${VOLUME}) g
    JOIN (SELECT id, project_id, merchant_name, cpf_cnpj, row_number() OVER (ORDER BY id) - 1 AS n,
            count(*) OVER () AS merchants FROM merchant) m ON m.n = g % m.merchants`.execute(db);
  // As autovacuum leaves a table that changed (migration 0410 makes it prompt for payments).
  await sql`VACUUM (ANALYZE) payment`.execute(db);
  const busiest = await sql<{ project_id: number }>`
    SELECT project_id FROM payment WHERE validation_detail = 'plan-volume'
     GROUP BY project_id ORDER BY count(*) DESC LIMIT 1`.execute(db);
  projectId = busiest.rows[0]?.project_id ?? 0;
});

afterAll(async () => {
  await handle.db.deleteFrom('payment').where('validation_detail', '=', 'plan-volume').execute();
  await sql`VACUUM (ANALYZE) payment`.execute(handle.db);
  await handle.close();
});

describe('payments tab plans at volume', () => {
  it("reads a tab's count and sum from the tab's index alone and walks it for the page", async () => {
    const plan = await planOf(tab({ payment_type: 'TED' }), undefined);
    expect(totalsScan(plan)).toMatchObject({
      'Node Type': 'Index Only Scan',
      'Index Name': 'payment_tab_payment_day_idx',
    });
    // The page: the first rows of the tab's index in its order, no sort of the whole tab.
    const limit = plan.find((n) => n['Node Type'] === 'Limit');
    const page = limit ? nodes(limit) : [];
    expect(page.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(page).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': 'payment_tab_payment_day_idx' }),
    );
  });

  it("reads the count and sum of one project's paid payments from the tab's index alone", async () => {
    for (const payment_type of ['TED', 'SLC']) {
      const plan = await planOf(tab({ payment_type, status: 'PAID' }), projectId);
      expect(totalsScan(plan)).toMatchObject({
        'Node Type': 'Index Only Scan',
        'Index Name': 'payment_tab_payment_day_idx',
      });
    }
    const byCreation = await planOf(
      tab({ payment_type: 'SLC', status: 'PAID', date_kind: 'dt_created' }),
      projectId,
    );
    expect(totalsScan(byCreation)).toMatchObject({
      'Node Type': 'Index Only Scan',
      'Index Name': 'payment_tab_created_idx',
    });
  });

  it('answers the same rows, count and sum in one statement as the table itself', async () => {
    const q = tab({
      payment_type: 'SLC',
      status: 'PAID',
      perPage: '7',
      page: '3',
      sortBy: 'amount',
      sortDesc: 'true',
    });
    const found = await listPaymentTab(handle.db, q, projectId);
    const expected = await sql<{ id: string; total: string; sum: string }>`
      SELECT id, count(*) OVER () AS total, sum(amount) OVER () AS sum FROM payment
       WHERE payment_type = 'SLC' AND validation = 'VALIDATED' AND status = 'PAID' AND project_id = ${projectId}
         AND dt_payment BETWEEN ${addDays(today, -30)}::date AND ${today}::date
       ORDER BY amount DESC, id DESC`.execute(handle.db);
    expect(found.total).toBe(expected.rows.length);
    expect(found.total).toBeGreaterThan(21);
    expect(found.sum).toBe(Number(expected.rows[0]?.sum));
    expect(found.rows.map((r) => Number(r.id))).toEqual(expected.rows.slice(14, 21).map((r) => Number(r.id)));
    // Past the last page: no rows, the totals still there.
    const past = await listPaymentTab(handle.db, { ...q, page: 10_000 }, projectId);
    expect(past).toEqual({ rows: [], total: found.total, sum: found.sum });
  });
});
