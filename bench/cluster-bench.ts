/**
 * `npm run bench -- cluster [--replicas 3] [--connections 20] [--seconds 30] [--port 3240]`:
 * builds the server, starts the cluster (`npm run cluster`'s own runner: HAProxy in front of the
 * servers, one embedded PostgreSQL in `.data/bench-cluster`, fresh at every run) and proves what
 * must hold across servers: sessions, the sign-in throttle, the one-time-code lockout, four-eyes
 * approvals, a signing key rotated on one server, scheduled jobs sent once, and a kill -9 of one
 * server under load losing no acknowledged write. Prints the figures and writes them to
 * bench/cluster-results.md. Exits non-zero when a check fails.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Cluster, startCluster } from '../apps/server/src/cli/cluster-runner.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { buildServer } from '../apps/server/test/server-process.ts';
import {
  approvalsHold,
  type CheckResult,
  codeLockoutHolds,
  keyRotationHonoured,
  scheduledJobsRanOnce,
  sessionsHold,
  signInThrottleHolds,
  startEveryMinuteSchedule,
} from './cluster/cluster-checks.ts';
import { killUnderLoad, type LoadFigures } from './cluster/kill-under-load.ts';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '3240' },
    'pg-port': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const replicas = Number(values.replicas);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const balancerPort = Number(values.port);
if (!(replicas >= 3) || !(connections >= 1) || !(seconds >= 6)) {
  console.error('--replicas must be at least 3, --connections at least 1, --seconds at least 6');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'bench-cluster');
const log = (line: string) => console.log(line);
const loadAtStart = loadavg();

log('building the server (apps/server/dist/server.js)');
buildServer();
rmSync(dataDir, { recursive: true, force: true });
const startedAt = performance.now();
const cluster: Cluster = await startCluster({
  replicas,
  balancerPort,
  firstServerPort: balancerPort + 1,
  dataDir,
  embeddedPgPort: values['pg-port'] ? Number(values['pg-port']) : undefined,
  env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
  output: (source, line) => {
    if (values.verbose || source !== 'haproxy') console.log(`  [${source}] ${line.slice(0, 300)}`);
  },
});
log(
  `${replicas} servers behind ${cluster.balancerUrl} ready in ${Math.round(performance.now() - startedAt)} ms`,
);
const handle = createDatabase(cluster.databaseUrl, 4);

const results: CheckResult[] = [];
let figures: LoadFigures | null = null;
async function check(name: string, run: () => Promise<CheckResult>): Promise<void> {
  const started = performance.now();
  try {
    const result = await run();
    results.push(result);
    log(
      `${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${Math.round(performance.now() - started)} ms): ${result.detail}`,
    );
  } catch (error) {
    results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    log(`FAIL ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

try {
  await check('sessions across servers', () => sessionsHold(cluster));
  await check('sign-in throttle across servers', () => signInThrottleHolds(cluster, handle.db));
  await check('one-time-code lockout across servers', () => codeLockoutHolds(cluster, handle.db));
  await check('four-eyes approval across servers', () => approvalsHold(cluster, handle.db));
  await check('signing key rotated on one server', () => keyRotationHonoured(cluster));
  const victim = cluster.replicas[1];
  if (victim) {
    await check(`kill -9 under ${connections} connections`, async () => {
      const outcome = await killUnderLoad(cluster, handle.db, { connections, seconds, victim });
      figures = outcome.figures;
      return outcome.result;
    });
    await victim.start();
  }
  // Last, once no server restarts any more: a start writes the queue's own schedule back.
  const schedule = await startEveryMinuteSchedule(handle.db);
  // The schedule needs two whole minutes of every server watching it.
  const wait = schedule.since.getTime() + 150_000 - Date.now();
  if (wait > 0) {
    log(`waiting ${Math.round(wait / 1000)} s for the every-minute schedule`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await check('scheduled job once per slot', () => scheduledJobsRanOnce(handle.db, schedule));
} finally {
  await handle.close();
  await cluster.stop();
}

const loadAtEnd = loadavg();
const fmt = (load: number[]) => load.map((l) => l.toFixed(1)).join(', ');
const f = figures as LoadFigures | null;
const lines = [
  `### Cluster (\`npm run bench -- cluster\`)`,
  '',
  `Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${replicas} servers (built, \`node dist/server.js\`) ` +
    `behind HAProxy on one embedded PostgreSQL, all on this machine; load average ${fmt(loadAtStart)} at the start and ${fmt(loadAtEnd)} at the end.`,
  '',
  '| check | result | detail |',
  '|---|---|---|',
  ...results.map(
    (r) => `| ${r.name} | ${r.ok ? 'passed' : '**failed**'} | ${r.detail.replaceAll('|', '/')} |`,
  ),
  '',
  ...(f
    ? [
        `Kill -9 under load: ${f.connections} connections for ${f.seconds} s, one server killed after a third of it.`,
        '',
        '| requests | reads | writes | errors | writes acknowledged | found after the kill | writes without an answer (done) | marked down after | last request sent to it after |',
        '|---|---|---|---|---|---|---|---|---|',
        `| ${f.requests} | ${f.reads} | ${f.writes} | ${f.errors} ${Object.keys(f.errorKinds).length ? JSON.stringify(f.errorKinds) : ''} | ${f.writesAcknowledged} | ${f.writesFoundAfter} | ${f.writesUnanswered} (${f.writesUnansweredDone}) | ${f.markedDownAfterMs ?? 'never'} ms | ${f.lastSentAfterMs} ms |`,
        '',
      ]
    : []),
];
writeFileSync(path.join(root, 'bench', 'cluster-results.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}`);
const failed = results.filter((r) => !r.ok);
console.log(failed.length === 0 ? '\nevery check passed' : `\n${failed.length} check(s) failed`);
process.exit(failed.length === 0 ? 0 : 1);
