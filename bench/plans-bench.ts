import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pagedResponseSchema } from '@mentor/contract/common/pagination';
import { anticipationRateQuerySchema, anticipationRateRowSchema } from '@mentor/contract/plans';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { listAnticipationRates } from '../apps/server/src/modules/plans/anticipation-repository.ts';
import { lastSpentStep } from '../apps/server/src/platform/otp/otp-repository.ts';
import { currentCode, demoTotpSecret } from '../apps/server/src/platform/otp/otp-service.ts';
import { SCALE_PLAN_PREFIX, seedScalePlans } from '../apps/server/src/seed/plans-scale.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { openBenchDatabase, recordResults } from './bench-database.ts';

/**
 * Anticipation (ARV) rates at volume: the console's full pull of every plan in pages of 5 000
 * (target ≤ 2 s for 50 000 plans) and a bulk update of 10 000 plans run by the background job,
 * from the request to the run's 'Concluido'.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '0' },
    plans: { type: 'string', default: '50000' },
    update: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3191' },
  },
});
const planCount = Number(values.plans);
const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
const updateCount = Number(values.update);
const runs = Number(values.runs);
const port = Number(values.port);
const log = (line: string) => console.log(line);

const bench = await openBenchDatabase(Number(values.rows), log);
bench.handle.pool.on('error', () => undefined);
const { db } = bench.handle;
log(await seedScalePlans(bench.handle, { scale: planCount * 200, seed: 20261121 }, log));

const baseUrl = `http://127.0.0.1:${port}`;
const env = loadEnv({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  DATABASE_URL: bench.url,
  DATA_DIR: path.resolve(import.meta.dirname, '../.data/bench'),
});
const app = await buildApp({ env, db, webDist: '/nonexistent' });
await app.listen({ port, host: '127.0.0.1' });
const { accessToken } = await loginWithPassword(baseUrl, 'superadmin', 'demo');

async function request(method: string, url: string, body?: unknown, otp?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (otp) headers['x-otp'] = otp;
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A one-time code of a time step later than any superadmin spent. */
async function nextCode(): Promise<string> {
  for (;;) {
    const last = (await lastSpentStep(db, 'superadmin')) ?? -1;
    const step = Math.floor(Date.now() / 30_000);
    const candidate = [step, step + 1].find((s) => s > last);
    if (candidate !== undefined) return currentCode(demoTotpSecret('superadmin'), candidate * 30_000 + 1000);
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
  }
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Every page of 5 000, one after the other, as the console pulls them. */
async function fullPull(): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  let rows = 0;
  let lastPage = 1;
  for (let page = 1; page <= lastPage; page += 1) {
    const body = await request('GET', `/api/v1/sales_plan/anticipation_rate?page=${page}&perPage=5000`);
    lastPage = Number(body.lastPage);
    rows += (body.data as unknown[]).length;
  }
  return { ms: performance.now() - started, rows };
}

await fullPull(); // warm
const pulls: number[] = [];
let pulled = 0;
for (let i = 0; i < runs; i += 1) {
  const r = await fullPull();
  pulls.push(r.ms);
  pulled = r.rows;
}
const pullP50 = percentile(pulls, 50);
const pullP95 = percentile(pulls, 95);
log(
  `ARV: leitura completa de ${pulled} planos  p50 ${pullP50.toFixed(0)} ms  p95 ${pullP95.toFixed(0)} ms (alvo ≤ 2000 ms)`,
);

/**
 * Where a full pull's time goes, in process, page by page: the SQL of the list (rows, count and
 * merchant counts), the response check against the contract's schema, and JSON serialisation;
 * the rest of the request (HTTP, token, client parse) is the difference with the pull's time.
 */
async function profilePull(): Promise<{ sql: number; check: number; json: number; bytes: number }> {
  const schema = pagedResponseSchema(anticipationRateRowSchema);
  const spent = { sql: 0, check: 0, json: 0, bytes: 0 };
  let lastPage = 1;
  for (let page = 1; page <= lastPage; page += 1) {
    let t = performance.now();
    const body = await listAnticipationRates(
      db,
      anticipationRateQuerySchema.parse({ page, perPage: 5000 }),
      undefined,
    );
    spent.sql += performance.now() - t;
    t = performance.now();
    const checked = schema.safeParse(body);
    spent.check += performance.now() - t;
    t = performance.now();
    spent.bytes += JSON.stringify(checked.data).length;
    spent.json += performance.now() - t;
    lastPage = body.lastPage;
  }
  return spent;
}
const profiles: Awaited<ReturnType<typeof profilePull>>[] = [];
for (let i = 0; i < runs; i += 1) profiles.push(await profilePull());
const median = (key: 'sql' | 'check' | 'json') =>
  percentile(
    profiles.map((p) => p[key]),
    50,
  );
const breakdown = { sql: median('sql'), check: median('check'), json: median('json') };
log(
  `ARV: tempo de uma leitura completa (mediana): SQL ${breakdown.sql.toFixed(0)} ms, validação da resposta ${breakdown.check.toFixed(0)} ms, JSON ${breakdown.json.toFixed(0)} ms (${((profiles[0]?.bytes ?? 0) / 1e6).toFixed(1)} MB), HTTP e o resto ${Math.max(0, pullP50 - breakdown.sql - breakdown.check - breakdown.json).toFixed(0)} ms`,
);

const ids = (
  await db
    .selectFrom('sales_plan')
    .select('id')
    .where('name', 'like', `${SCALE_PLAN_PREFIX} %`)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(updateCount)
    .execute()
).map((r) => r.id);
const rate = (2 + (Date.now() % 100) / 100).toFixed(2);
const started = performance.now();
const run = await request(
  'PUT',
  '/api/v1/sales_plan/update_anticipation_rate',
  { anticipation_rate: rate, sales_plan_ids: ids },
  await nextCode(),
);
const accepted = performance.now() - started;
let final = run;
while (final.status === 'PROCESSING') {
  await new Promise((r) => setTimeout(r, 250));
  final = await request('GET', `/api/v1/sales_plan/anticipation_rate/run/${String(run.id)}`);
}
const total = performance.now() - started;
log(
  `ARV: atualização em massa de ${ids.length} planos  resposta ${accepted.toFixed(0)} ms  concluída em ${total.toFixed(0)} ms  status ${String(final.status)}  falhas ${String(final.failed)}`,
);

await app.close();
await bench.handle.close();
await bench.embedded.stop();

const report = `### Anticipation (ARV) rates (\`npm run bench -- plans\`)

Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${pulled.toLocaleString('en-US')} plans,
${os.cpus().length} CPUs shared with other work, load average ${loadAtStart} at the start and
${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')} at the end.

| scenario | result | target | met |
|---|---|---|---|
| full pull of ${pulled} plans, pages of 5 000 (p50 / p95 of ${runs}) | ${pullP50.toFixed(0)} / ${pullP95.toFixed(0)} ms | ≤ 2 000 ms | ${pullP95 <= 2000 ? 'yes' : '**no**'} |
| bulk update of ${ids.length} plans: request answered | ${accepted.toFixed(0)} ms | | |
| bulk update of ${ids.length} plans: run ${String(final.status)} | ${total.toFixed(0)} ms | | |

Where one full pull's time goes (median of ${runs}, in process): SQL of the ten pages ${breakdown.sql.toFixed(0)} ms,
response check against the contract's schema ${breakdown.check.toFixed(0)} ms, JSON ${breakdown.json.toFixed(0)} ms
(${((profiles[0]?.bytes ?? 0) / 1e6).toFixed(1)} MB), HTTP, token and the client's parse the remaining
${Math.max(0, pullP50 - breakdown.sql - breakdown.check - breakdown.json).toFixed(0)} ms.
`;
await recordResults(path.join(import.meta.dirname, 'plans-results.md'), report);
process.exit(0);
