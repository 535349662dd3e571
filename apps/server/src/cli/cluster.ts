import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILT_SERVER, startCluster } from './cluster-runner.ts';

/**
 * `npm run cluster -- --replicas 3 [--port 3240] [--server-port 3241] [--metrics-port 9461]`: three servers on one
 * PostgreSQL (the embedded one in DATA_DIR/pg, or DATABASE_URL) behind HAProxy, on loopback.
 * The console is at the balancer's address; each server's `/metrics` on loopback from the
 * metrics port on (deploy/prometheus/prometheus.yml scrapes them). Ctrl+C stops everything.
 */
const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '3' },
    port: { type: 'string', default: '3240' },
    'server-port': { type: 'string' },
    'metrics-port': { type: 'string', default: '9461' },
  },
});

function positive(name: string, raw: string | undefined, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max} (got ${raw})`);
    process.exit(2);
  }
  return value;
}

const replicas = positive('replicas', values.replicas, 16);
const balancerPort = positive('port', values.port, 65535 - 17);
const firstServerPort = positive(
  'server-port',
  values['server-port'] ?? String(balancerPort + 1),
  65535 - 16,
);
const firstMetricsPort = positive('metrics-port', values['metrics-port'], 65535 - 16);
if (!existsSync(BUILT_SERVER)) {
  console.error(`${BUILT_SERVER} is missing: npm run build -w apps/server`);
  process.exit(2);
}

const root = path.resolve(process.env.INIT_CWD ?? process.cwd());
const started = performance.now();
const cluster = await startCluster({
  replicas,
  balancerPort,
  firstServerPort,
  firstMetricsPort,
  dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data', 'cluster'),
  databaseUrl: process.env.DATABASE_URL,
  embeddedPgPort: process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined,
  // Warnings and errors only: the balancer's health checks would log three requests a second.
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  output: (source, line) => console.log(`[${source}] ${line}`),
});
console.log(
  `${replicas} servers (${cluster.replicas.map((r) => r.port).join(', ')}) behind ${cluster.balancerUrl}, ` +
    `ready in ${Math.round(performance.now() - started)} ms. Ctrl+C stops them.`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
for (const replica of cluster.replicas) {
  replica.process?.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`[${replica.name}] ended (${signal ?? code}); the balancer sends to the others`);
  });
}
