import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { SCALE_PLAN_PREFIX, seedScalePlans } from '../apps/server/src/db/seed/plans-scale.ts';
import { lastSpentStep } from '../apps/server/src/modules/otp/otp-repository.ts';
import { currentCode, demoTotpSecret } from '../apps/server/src/modules/otp/otp-service.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { openBenchDatabase } from './bench-database.ts';

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

const report = `# Benchmark: anticipation (ARV) rates

Generated by \`npm run bench -- plans\` (bench/plans-bench.ts) on ${new Date().toISOString().slice(0, 10)},
${os.cpus().length} CPU cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end (the machine's other work slows every figure).

| scenario | result | target |
|---|---|---|
| full pull of ${pulled} plans, pages of 5 000 (p50 / p95 of ${runs}) | ${pullP50.toFixed(0)} / ${pullP95.toFixed(0)} ms | ≤ 2 000 ms |
| bulk update of ${ids.length} plans: request answered | ${accepted.toFixed(0)} ms | |
| bulk update of ${ids.length} plans: run ${String(final.status)} | ${total.toFixed(0)} ms | |
`;
await writeFile(path.join(import.meta.dirname, 'plans-results.md'), report);
process.exit(0);
