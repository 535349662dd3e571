/**
 * `npm run bench -- observability [--requests 300] [--port 3220]`: `npm run cluster`'s three
 * servers with their metrics ports, a real Prometheus (Debian's `prometheus`) scraping them every
 * second with deploy/prometheus's configuration and rules, a known workload through the balancer,
 * then the figures read back through Prometheus' HTTP API and printed beside what was sent.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../apps/server/src/cli/cluster-runner.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-seed.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { buildServer } from '../apps/server/test/server-process.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    port: { type: 'string', default: '3220' },
  },
});
const requests = Number(values.requests);
const balancerPort = Number(values.port);
const metricsPort = balancerPort + 10;
const prometheusPort = balancerPort + 9;
if (spawnSync('prometheus', ['--version']).status !== 0) {
  console.error('Prometheus is not installed: apt-get install prometheus (Debian) and run again');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'bench-observability');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
console.log('building the server (apps/server/dist/server.js)');
buildServer();
const cluster = await startCluster({
  replicas: 3,
  balancerPort,
  firstServerPort: balancerPort + 1,
  firstMetricsPort: metricsPort,
  dataDir,
  env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
  output: (source, line) => {
    if (source !== 'haproxy') console.log(`  [${source}] ${line.slice(0, 200)}`);
  },
});
let prometheus: ChildProcess | null = null;
try {
  const deployed = path.join(root, 'deploy', 'prometheus');
  const targets = cluster.replicas.map((r) => `'${new URL(r.metricsUrl ?? '').host}'`).join(', ');
  const config = readFileSync(path.join(deployed, 'prometheus.yml'), 'utf8')
    .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 1s')
    .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
    .replace(/- targets: \[[^\]]*:9461[^\]]*\]/, `- targets: [${targets}]`)
    .replace(/- alerts\.yml/, `- ${path.join(deployed, 'alerts.yml')}`);
  const configPath = path.join(dataDir, 'prometheus.yml');
  writeFileSync(configPath, config);
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${configPath}`,
      `--storage.tsdb.path=${path.join(dataDir, 'prometheus')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ],
    { stdio: 'ignore' },
  );
  const api = `http://127.0.0.1:${prometheusPort}/api/v1`;
  const query = async (
    expr: string,
  ): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> => {
    const response = await fetch(`${api}/query?query=${encodeURIComponent(expr)}`);
    const body = (await response.json()) as { data?: { result?: [] } };
    return body.data?.result ?? [];
  };
  const until = async (what: string, probe: () => Promise<boolean>) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (await probe().catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${what}: not within 60 s`);
  };
  await until(
    'Prometheus scraping the three servers',
    async () => (await query('sum(up{job="mentor"})'))[0]?.value[1] === '3',
  );

  const before = Number(
    (await query('sum(mentor_http_requests_total{operation="platform.readMe",status="200"})'))[0]?.value[1] ??
      0,
  );
  const { accessToken } = await loginWithPassword(cluster.balancerUrl, 'financeiro', DEMO_PASSWORD, {
    prompt: null,
  });
  const started = performance.now();
  let ok = 0;
  for (let i = 0; i < requests; i++) {
    const response = await fetch(`${cluster.balancerUrl}/api/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await response.arrayBuffer();
    if (response.status === 200) ok += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const readMe = 'mentor_http_requests_total{operation="platform.readMe",status="200"}';
  await until('the workload counted by Prometheus', async () => {
    const total = Number((await query(`sum(${readMe})`))[0]?.value[1] ?? 0);
    return total - before >= ok;
  });
  const perServer = await query(`sum by (instance) (${readMe})`);
  const p95 = await query(
    'histogram_quantile(0.95, sum by (le) (rate(mentor_http_request_duration_seconds_bucket{operation="platform.readMe"}[1m])))',
  );
  const figures = async (expr: string) =>
    (await query(expr)).map((r) => `${JSON.stringify(r.metric)} ${r.value[1]}`);
  console.log('\n## Observability bench');
  console.log(
    `sent: ${requests} GET /api/v1/me through the balancer in ${seconds.toFixed(1)} s, ${ok} answered 200`,
  );
  console.log(
    `Prometheus: platform.readMe 200 answers counted ${Number((await query(`sum(${readMe})`))[0]?.value[1]) - before}`,
  );
  for (const row of perServer) console.log(`  ${row.metric.instance}: ${row.value[1]} in total`);
  console.log(`  p95 of platform.readMe: ${(Number(p95[0]?.value[1]) * 1000).toFixed(1)} ms`);
  for (const line of await figures('sum by (state) (max by (queue, state) (mentor_job_queue_jobs))'))
    console.log(`  jobs ${line}`);
  for (const line of await figures('mentor_db_pool_connections')) console.log(`  pool ${line}`);
  for (const line of await figures('max(nodejs_eventloop_lag_seconds) by (instance)'))
    console.log(`  event-loop lag ${line}`);
  for (const line of await figures('ALERTS')) console.log(`  alert ${line}`);
  if (ok !== requests) process.exitCode = 1;
} finally {
  prometheus?.kill('SIGTERM');
  await cluster.stop();
}
