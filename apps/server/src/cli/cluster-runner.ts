import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../config/server-root.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/**
 * Several servers over one PostgreSQL behind HAProxy, all on loopback: what
 * `npm run cluster -- --replicas N` runs and what the cluster suite (bench/cluster-bench.ts)
 * starts, kills and restarts. The first server runs the migrations and the seed alone; the
 * others start once it answers. PUBLIC_URL is the balancer's address, so sign-in redirects
 * and the issuer name are the same whichever server answers.
 */
export const HAPROXY_TEMPLATE = path.resolve(SERVER_ROOT, '../../deploy/haproxy/haproxy.cfg');
export const BUILT_SERVER = path.join(SERVER_ROOT, 'dist', 'server.js');

export interface ClusterOptions {
  replicas: number;
  /** The balancer's port; the servers take the ports after it. */
  balancerPort: number;
  firstServerPort: number;
  /** DATA_DIR shared by the servers (exports are files); the embedded PostgreSQL lives in its `pg`. */
  dataDir: string;
  /** An existing database instead of the embedded one. */
  databaseUrl?: string | undefined;
  embeddedPgPort?: number | undefined;
  /** The first server's metrics port (`GET /metrics`); the others take the ports after it. Unset: none. */
  firstMetricsPort?: number | undefined;
  /** Extra environment for every server. */
  env?: Record<string, string>;
  /** Where the servers' and the balancer's output goes, line by line. */
  output?: (source: string, line: string) => void;
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  /** Where Prometheus scrapes it (null without metrics ports). */
  metricsUrl: string | null;
  process: ChildProcess | null;
  /** Starts the server again on its port (with extra environment) and waits until it answers. */
  start(extraEnv?: Record<string, string>): Promise<void>;
  /** SIGKILL: no shutdown of any kind. */
  kill9(): void;
  stop(): Promise<void>;
}

export interface Cluster {
  balancerUrl: string;
  databaseUrl: string;
  replicas: Replica[];
  /** HAProxy's view of each server (`UP`, `DOWN`, …) and the sessions it sent to it. */
  balancerStats(): Promise<Map<string, { status: string; sessions: number }>>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

function pipeLines(child: ChildProcess, source: string, output: ClusterOptions['output']): void {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) output?.(source, line);
    });
  }
}

async function waitForHealth(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} ended before answering (exit ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${url}/healthz/ready`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url}/healthz/ready within ${READY_TIMEOUT_MS / 1000} s`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess | null, timeoutMs = 20_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited(child);
  clearTimeout(timer);
}

/** The balancer's configuration: the deployed file with this cluster's ports and stats socket. */
export function balancerConfig(
  template: string,
  options: { balancerPort: number; serverPorts: number[]; statsSocket: string },
): string {
  const lines = template.split('\n');
  const out: string[] = [];
  let serversWritten = false;
  for (const line of lines) {
    if (/^\s*bind\s/.test(line)) {
      out.push(`    bind 127.0.0.1:${options.balancerPort}`);
    } else if (/^\s*server\s/.test(line)) {
      if (serversWritten) continue;
      serversWritten = true;
      options.serverPorts.forEach((port, index) => {
        out.push(`    server r${index + 1} 127.0.0.1:${port}`);
      });
    } else {
      out.push(line);
      if (/^global\b/.test(line)) out.push(`    stats socket ${options.statsSocket} mode 600 level user`);
    }
  }
  if (!serversWritten) throw new Error('the HAProxy template has no server line');
  return out.join('\n');
}

/** One command on HAProxy's stats socket. */
function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('stats socket timed out')));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

export function requireHaproxy(): void {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error('HAProxy is not installed: apt-get install haproxy (Debian) and run again');
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  requireHaproxy();
  const output = options.output;
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const balancerUrl = `http://127.0.0.1:${options.balancerPort}`;

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), options.embeddedPgPort);
    await embedded.ensureDatabase('mentor');
    databaseUrl = embedded.connectionString('mentor');
    embedded.supervise({
      info: (_obj, msg) => output?.('pg', msg),
      warn: (_obj, msg) => output?.('pg', msg),
      error: (_obj, msg) => output?.('pg', msg),
    });
  }
  const url = databaseUrl;

  const replicas: Replica[] = Array.from({ length: options.replicas }, (_, index) => {
    const name = `r${index + 1}`;
    const port = options.firstServerPort + index;
    const metricsPort = options.firstMetricsPort === undefined ? undefined : options.firstMetricsPort + index;
    const replica: Replica = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      metricsUrl: metricsPort === undefined ? null : `http://127.0.0.1:${metricsPort}/metrics`,
      process: null,
      async start(extraEnv = {}) {
        const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
          cwd: SERVER_ROOT,
          env: {
            ...process.env,
            NODE_ENV: process.env.NODE_ENV ?? 'production',
            SEED_DEMO: process.env.SEED_DEMO ?? 'true',
            ...options.env,
            ...extraEnv,
            PORT: String(port),
            HOST: '127.0.0.1',
            ...(metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) }),
            PUBLIC_URL: balancerUrl,
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            INIT_CWD: dataDir,
            // The balancer is the only proxy whose X-Forwarded-For is believed.
            TRUSTED_PROXIES: '127.0.0.1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        replica.process = child;
        pipeLines(child, name, output);
        await waitForHealth(replica.url, child, `server ${name}`);
      },
      kill9() {
        replica.process?.kill('SIGKILL');
      },
      async stop() {
        await stopChild(replica.process);
      },
    };
    return replica;
  });

  const statsSocket = path.join(dataDir, 'haproxy.sock');
  const configPath = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(
    configPath,
    balancerConfig(readFileSync(HAPROXY_TEMPLATE, 'utf8'), {
      balancerPort: options.balancerPort,
      serverPorts: replicas.map((r) => r.port),
      statsSocket,
    }),
  );
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused ${configPath}: ${check.stderr}${check.stdout}`);

  let balancer: ChildProcess | null = null;
  const stop = async () => {
    await stopChild(balancer, 5_000);
    await Promise.all(replicas.map((r) => r.stop()));
    await embedded?.stop();
  };

  try {
    // The first server migrates and seeds alone; the others find the schema ready.
    const [first, ...others] = replicas;
    await first?.start();
    await Promise.all(others.map((r) => r.start()));
    balancer = spawn('haproxy', ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(balancer, 'haproxy', output);
    await waitForHealth(balancerUrl, balancer, 'HAProxy');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    balancerUrl,
    databaseUrl: url,
    replicas,
    async balancerStats() {
      const csv = await statsCommand(statsSocket, 'show stat');
      const stats = new Map<string, { status: string; sessions: number }>();
      const [header = '', ...rows] = csv.split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[at('pxname')] !== 'mentor_servers') continue;
        const server = cells[at('svname')] ?? '';
        if (server === 'BACKEND' || server === 'FRONTEND') continue;
        stats.set(server, {
          status: cells[at('status')] ?? '',
          sessions: Number(cells[at('stot')] ?? 0),
        });
      }
      return stats;
    },
    stop,
  };
}
