/**
 * `npm run bench -- rolling [--connections 20 --port 3220]`: `npm run cluster`'s three servers
 * behind HAProxy, 20 connections of signed-in reads (`GET /api/v1/me`) while each server in turn
 * is stopped with SIGTERM (it drains: not ready, grace, exit) and started again. Prints the
 * failed requests: expected 0.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../apps/server/src/cli/cluster-runner.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-seed.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { buildServer } from '../apps/server/test/server-process.ts';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '20' }, port: { type: 'string', default: '3220' } },
});
const connections = Number(values.connections);
const balancerPort = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'bench-rolling');
rmSync(dataDir, { recursive: true, force: true });
console.log('building the server (apps/server/dist/server.js)');
buildServer();
const cluster = await startCluster({
  replicas: 3,
  balancerPort,
  firstServerPort: balancerPort + 1,
  dataDir,
  env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
  output: (source, line) => {
    if (source !== 'haproxy' && !line.includes('Unsupported runtime'))
      console.log(`  [${source}] ${line.slice(0, 200)}`);
  },
});
try {
  const { accessToken } = await loginWithPassword(cluster.balancerUrl, 'financeiro', DEMO_PASSWORD, {
    prompt: null,
  });
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  let running = true;
  let ok = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (running) {
      try {
        const response = await fetch(`${cluster.balancerUrl}/api/v1/me`, { headers });
        await response.arrayBuffer();
        if (response.status === 200) ok += 1;
        else failures.push(`GET /me ${response.status}`);
      } catch (error) {
        failures.push(`GET /me ${(error as Error).message}`);
      }
    }
  };
  const load = Array.from({ length: connections }, () => worker());
  const started = performance.now();
  await new Promise((r) => setTimeout(r, 2_000));
  for (const replica of cluster.replicas) {
    const t = performance.now();
    await replica.stop();
    await replica.start();
    console.log(`  ${replica.name} restarted in ${Math.round(performance.now() - t)} ms`);
    // HAProxy puts it back after two passing checks.
    await new Promise((r) => setTimeout(r, 3_000));
  }
  running = false;
  await Promise.all(load);
  const seconds = (performance.now() - started) / 1000;
  console.log('\n## Rolling restart under load');
  console.log(`${connections} connections for ${seconds.toFixed(1)} s, three servers restarted one by one`);
  console.log(`requests answered 200: ${ok}; failed: ${failures.length}`);
  for (const f of failures.slice(0, 10)) console.log(`  ${f}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await cluster.stop();
}
