import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { todaySaoPaulo } from '../apps/server/src/http/date-bounds.ts';
import { currentCode, demoTotpSecret } from '../apps/server/src/platform/otp/otp-service.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { openBenchDatabase, recordResults } from './bench-database.ts';

/**
 * Payments at volume: the first page of each tab with the count and sum of the whole filter on
 * `--payments` payments (default 1 000 000), and settling `--settle` payments (default 10 000)
 * in one call. `npm run bench -- payments [--payments N --settle N --requests R]`.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    payments: { type: 'string', default: '1000000' },
    settle: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '30' },
    port: { type: 'string', default: '3191' },
  },
});
const wanted = Number(values.payments);
const settleCount = Number(values.settle);
const requests = Number(values.requests);
const port = Number(values.port);
const log = (line: string) => console.log(line);

const bench = await openBenchDatabase(Number(values.rows), log);
bench.handle.pool.on('error', () => undefined);
const db = bench.handle.db;
const today = todaySaoPaulo();

// Volume: payments spread over the last 365 days (mostly PAID, as in production), the tabs'
// share waiting to be sent around today. Inserted in SQL, like the other volume steps.
const have = Number(
  (await sql<{ n: string }>`SELECT count(*) AS n FROM payment`.execute(db)).rows[0]?.n ?? 0,
);
if (have < wanted) {
  log(`Gerando ${wanted - have} pagamentos...`);
  await sql`
    INSERT INTO payment (project_id, merchant_id, payment_type, status, validation, step_status, amount,
      installments_count, dt_payment, dt_created, destination_type, bank_code, agency, account, account_type,
      holder_name, holder_document)
    SELECT m.project_id, m.id, (ARRAY['TED','SLC','LBK'])[1 + g % 3],
      CASE WHEN g % 25 = 0 THEN 'WAITING_SEND' WHEN g % 97 = 0 THEN 'FAIL' ELSE 'PAID' END,
      CASE WHEN g % 250 = 0 THEN 'PENDING' ELSE 'VALIDATED' END, 'SUCCESS', 1000 + (g::bigint * 7919) % 500000, 1,
      ${today}::date - (g % 365), now() - make_interval(days => g % 365), 'B', '341', '0001', '12345', 'C',
      m.merchant_name, m.cpf_cnpj
    FROM generate_series(1, ${wanted - have}) g
    JOIN LATERAL (SELECT id, project_id, merchant_name, cpf_cnpj FROM merchant ORDER BY id OFFSET (g % 50) LIMIT 1) m ON true`.execute(
    db,
  );
}
// The TED payments an earlier run settled wait to be sent again, so every run measures the same
// tab (and settles the same number); their remittances stay as history.
await sql`
  UPDATE payment SET status = 'WAITING_SEND', paid_at = NULL, bank_reference = NULL, failure_reason = NULL
   WHERE payment_type = 'TED' AND status IN ('PAID', 'FAIL') AND validation = 'VALIDATED'
     AND EXISTS (SELECT 1 FROM payment_remittance r WHERE r.payment_id = payment.id)`.execute(db);
// The tab sums are read from the indexes alone once the visibility map covers the table: after
// seeding, and after the previous run's settlement (its updates leave the recent pages not
// all-visible, and the benchmark's database stopped before autovacuum came round; a running
// database vacuums the table after 1 % of its rows changed, migration 0410).
await sql`VACUUM (ANALYZE) payment`.execute(db);

const baseUrl = `http://127.0.0.1:${port}`;
const env = loadEnv({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  DATABASE_URL: bench.url,
  DATA_DIR: path.resolve(import.meta.dirname, '../.data/bench'),
  // The settlement itself is measured: a second approver would only defer the same execution.
  APPROVAL_RULES: 'payment.settle=off',
});
const app = await buildApp({ env, db, webDist: '/nonexistent' });
await app.listen({ port, host: '127.0.0.1' });
const { accessToken } = await loginWithPassword(baseUrl, 'superadmin', 'demo');
const headers = { authorization: `Bearer ${accessToken}` };

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const results: { name: string; p50: number; p95: number; target: number; total: number }[] = [];
const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');

async function measure(name: string, url: string, target: number) {
  const times: number[] = [];
  let body: { total_payments?: number; sum_payments?: number } = {};
  for (let i = 0; i <= requests; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, { headers });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
    if (i > 0) times.push(performance.now() - started);
    body = JSON.parse(text);
  }
  const p95 = percentile(times, 95);
  results.push({ name, p50: percentile(times, 50), p95, target, total: body.total_payments ?? 0 });
  log(
    `${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  alvo ${target} ms${p95 > target ? ' (ACIMA)' : ''}  total ${body.total_payments} soma ${body.sum_payments}`,
  );
}

const d30 = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
log('\nPrimeira página de cada aba com as somas (30 dias por data de pagamento)');
for (const tab of ['TED', 'SLC', 'LBK', 'INVALID', 'CONSOLIDATED']) {
  await measure(`aba ${tab}`, `/api/v1/payment?payment_type=${tab}&start=${d30}&end=${today}`, 100);
}

// Settling in one action: payments of one type waiting to be sent, each with one installment.
log(`\nLiquidação de ${settleCount} pagamentos em uma ação`);
await sql`
  WITH picked AS (
    SELECT p.id, p.merchant_id, p.project_id, t.id AS transaction_id, t.channel_id
    FROM (SELECT id, merchant_id, project_id, row_number() OVER (ORDER BY id) AS n FROM payment
          WHERE payment_type = 'TED' AND status = 'WAITING_SEND' AND validation = 'VALIDATED'
            AND NOT EXISTS (SELECT 1 FROM receivable r WHERE r.payment_id = payment.id)
          ORDER BY id LIMIT ${settleCount}) p
    -- one sale in a single payment each (its installment 12 is free for the bench's row)
    JOIN (SELECT id, channel_id, row_number() OVER (ORDER BY id) AS n FROM card_transaction
          WHERE operation_id IN (0, 1) AND NOT EXISTS (
            SELECT 1 FROM receivable r WHERE r.transaction_id = card_transaction.id AND r.installment_number = 12)
          ORDER BY id LIMIT ${settleCount}) t ON t.n = p.n
  )
  INSERT INTO receivable (transaction_id, project_id, merchant_id, channel_id, operation_id, installment_number,
    installment_count, gross_amount, mdr_rate, mdr_amount, net_amount, dt_emission, dt_due, payment_id)
  SELECT transaction_id, project_id, merchant_id, channel_id, 12, 12, 12, 10000, 2.5, 250, 9750, now(), ${today}::date, id
  FROM picked
  ON CONFLICT (transaction_id, installment_number) DO NOTHING`.execute(db);
const ids = (
  await sql<{ id: string }>`
    SELECT id FROM payment WHERE payment_type = 'TED' AND status = 'WAITING_SEND' AND validation = 'VALIDATED'
      AND EXISTS (SELECT 1 FROM receivable r WHERE r.payment_id = payment.id)
    ORDER BY id LIMIT ${settleCount}`.execute(db)
).rows.map((r) => Number(r.id));
const started = performance.now();
const res = await fetch(`${baseUrl}/api/v1/payment/settle/TED`, {
  method: 'POST',
  headers: {
    ...headers,
    'content-type': 'application/json',
    'x-otp': currentCode(demoTotpSecret('superadmin'), Date.now()),
    'idempotency-key': randomUUID(),
  },
  body: JSON.stringify({ ids, reason_code: 'OTHER', reason_comment: 'bench' }),
});
const text = await res.text();
const settleMs = performance.now() - started;
log(`liquidar ${ids.length} pagamentos: ${settleMs.toFixed(0)} ms, HTTP ${res.status} ${text.slice(0, 120)}`);
// Then the bank adapter's answers move them to PAID or FAIL in the background.
let waiting = ids.length;
const answerDeadline = Date.now() + 10 * 60_000;
while (res.status === 200 && waiting > 0 && Date.now() < answerDeadline) {
  await new Promise((r) => setTimeout(r, 500));
  waiting = Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM payment WHERE id = ANY(${ids}::bigint[])
        AND status IN ('WAITING_SEND', 'WAITING_BANK_RESPONSE')`.execute(db)
    ).rows[0]?.n ?? 0,
  );
}
const answeredMs = performance.now() - started;
const outcome = (
  await sql<{
    status: string;
    n: string;
  }>`SELECT status, count(*) AS n FROM payment WHERE id = ANY(${ids}::bigint[])
    GROUP BY status ORDER BY status`.execute(db)
).rows
  .map((r) => `${r.status} ${r.n}`)
  .join(', ');
log(`respostas do banco: ${answeredMs.toFixed(0)} ms desde o pedido (${outcome})`);
const paymentCount = Number(
  (await sql<{ n: string }>`SELECT count(*) AS n FROM payment`.execute(db)).rows[0]?.n ?? 0,
);

await app.close();
await bench.handle.close();
await bench.embedded.stop();

const table = results
  .map(
    (r) =>
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? 'yes' : '**no**'} | ${r.total.toLocaleString('en-US')} |`,
  )
  .join('\n');
const report = `### Payments (\`npm run bench -- payments\`)

Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${paymentCount.toLocaleString('en-US')} payments,
${os.cpus().length} CPUs shared with other work, load average ${loadAtStart} at the start and
${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')} at the end. ${requests} requests per tab after one warm-up, over HTTP,
30 days by payment date.

| First page of the tab with sum_payments and total_payments | p50 ms | p95 ms | target p95 | met | total_payments |
|---|---|---|---|---|---|
${table}

Settling ${ids.length.toLocaleString('en-US')} TED payments in one action (one call with a one-time code, the
four-eyes rule off): request answered in ${settleMs.toFixed(0)} ms (HTTP ${res.status}); every payment answered by
the local bank adapter ${answeredMs.toFixed(0)} ms after the request (${outcome}).
`;
await recordResults(path.join(import.meta.dirname, 'payments-results.md'), report);
