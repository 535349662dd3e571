import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { todaySaoPaulo } from '../apps/server/src/http/date-bounds.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { buildServer } from '../apps/server/test/server-process.ts';
import { openBenchDatabase, recordResults } from './bench-database.ts';

/**
 * Memory of streamed exports, measured on the server's own process: the server is built and
 * runs as a process of its own, as `npm start` runs it, on the benchmark database, and this
 * process is only its client, downloading the file. The figure is the growth of the server's resident
 * memory during the download: its peak (the kernel's high-water mark VmHWM, reset just before
 * the download through /proc/<pid>/clear_refs, and VmRSS sampled every 20 ms) minus its
 * resident memory just before. Scenarios: the transactions CSV of about `--export-rows` rows read
 * as fast as the client can, the same read by a slow client (`--slow-mbps`, default 8 MB/s:
 * the server must wait for it rather than hold the file), and the largest XLSX the console
 * streams (100 000 rows). `npm run bench -- export [--rows N --export-rows N --slow-mbps N]`.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'export-rows': { type: 'string', default: '1000000' },
    'slow-mbps': { type: 'string', default: '8' },
    // The XLSX scenario's rows (the console streams at most 100 000).
    'xlsx-rows': { type: 'string', default: '100000' },
    port: { type: 'string', default: '3192' },
    // Another server to measure (a .ts runs through tsx), e.g. another checkout's src/server.ts
    // to compare two versions on the same data. By default the server is built and run as
    // `npm start` runs it.
    server: { type: 'string' },
  },
});
const TARGET_MB = 150;
const exportRows = Number(values['export-rows']);
const slowBytesPerSecond = Number(values['slow-mbps']) * 1024 * 1024;
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);

const bench = await openBenchDatabase(Number(values.rows), log);
bench.handle.pool.on('error', () => undefined);
const db = bench.handle.db;
const today = todaySaoPaulo();

/** The most recent days whose confirmed transactions add up to at most `wanted` rows. */
async function windowOf(wanted: number): Promise<{ start: string; rows: number }> {
  const days = await sql<{ day: string; n: string }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(tx_count)::bigint AS n FROM tpv_daily_project
     WHERE status = 'CONFIRMED' AND day <= ${today}::date GROUP BY day ORDER BY day DESC`.execute(db);
  let rows = 0;
  let start = today;
  for (const d of days.rows) {
    if (rows + Number(d.n) > wanted) break;
    rows += Number(d.n);
    start = d.day;
  }
  return { start, rows };
}
const csvWindow = await windowOf(exportRows);
const xlsxWindow = await windowOf(Number(values['xlsx-rows']));

const baseUrl = `http://127.0.0.1:${port}`;
if (!values.server) {
  log('building the server (apps/server/dist/server.js)');
  buildServer();
}
const serverFile = path.resolve(root, values.server ?? 'apps/server/dist/server.js');
/** Node's options of `npm start` (apps/server/package.json), so the benchmark runs the server as production does. */
function startOptions(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const start = /\bnode\s+(.*?)\s*dist\/server\.js/.exec(String(manifest.scripts?.start ?? ''));
  return (start?.[1] ?? '').split(/\s+/).filter(Boolean);
}
const serverArgs = serverFile.endsWith('.ts')
  ? ['--import', 'tsx', serverFile]
  : [...startOptions(), serverFile];
log(`servidor: node ${serverArgs.join(' ')}`);

interface Server {
  pid: number;
  stop(): Promise<void>;
}

/** The server in a process of its own, on the benchmark database (the demo staff are already there). */
async function startServer(): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: bench.url,
      DATA_DIR: path.resolve(root, '.data/bench-export'),
      INIT_CWD: root,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  if (child.pid === undefined) throw new Error('the server process did not start');
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { pid: child.pid, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not answer /healthz in 180 s');
}

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Resets the process's high-water mark to its current resident memory (Linux 4.0+). */
function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Download {
  name: string;
  status: number;
  rows: number;
  bytes: number;
  seconds: number;
  before: number;
  peak: number;
  kernelPeak: boolean;
}

/**
 * Downloads one export with node:http (the client's own buffering is its business, not the
 * server's), reading at most `bytesPerSecond` when given, and samples the server's memory.
 */
async function download(
  pid: number,
  name: string,
  url: string,
  token: string,
  bytesPerSecond?: number,
): Promise<Download> {
  // Let the server settle after the sign-in and warm-up before taking its baseline.
  await new Promise((r) => setTimeout(r, 2000));
  const before = procStatus(pid, 'VmRSS');
  const kernelPeak = resetHighWaterMark(pid);
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, procStatus(pid, 'VmRSS'));
  }, 20);
  const started = performance.now();
  const result = await new Promise<{ status: number; bytes: number; lines: number }>((resolve, reject) => {
    const request = http.get(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
        if (bytesPerSecond) {
          const ahead = (bytes / bytesPerSecond) * 1000 - (performance.now() - started);
          if (ahead > 5) {
            res.pause();
            setTimeout(() => res.resume(), ahead);
          }
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = Math.max(sampled, kernelPeak ? procStatus(pid, 'VmHWM') : 0);
  const growth = (peak - before) / 1024 / 1024;
  // A CSV has its heading line; an XLSX is compressed, so its rows are the window's.
  const rows = url.includes('/csv') ? Math.max(0, result.lines - 1) : 0;
  log(
    `${name.padEnd(40)} HTTP ${result.status}  ${rows > 0 ? `${rows} linhas, ` : ''}${(result.bytes / 1024 / 1024).toFixed(0)} MB em ${seconds.toFixed(1)} s  RSS antes ${(before / 1024 / 1024).toFixed(0)} MB, pico ${(peak / 1024 / 1024).toFixed(0)} MB: +${growth.toFixed(0)} MB (alvo ≤ ${TARGET_MB})`,
  );
  return { name, status: result.status, rows, bytes: result.bytes, seconds, before, peak, kernelPeak };
}

const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
const downloads: Download[] = [];
const csvUrl = `/api/v1/transaction/export/csv?status=CONFIRMED&start=${csvWindow.start}&end=${today}`;
const xlsxUrl = `/api/v1/transaction/export/xlsx?status=CONFIRMED&start=${xlsxWindow.start}&end=${today}`;
const scenarios = [
  { name: `CSV ${csvWindow.rows} linhas, cliente rápido`, url: csvUrl, rows: 0 },
  {
    name: `CSV ${csvWindow.rows} linhas, cliente a ${values['slow-mbps']} MB/s`,
    url: csvUrl,
    rows: 0,
    bytesPerSecond: slowBytesPerSecond,
  },
  { name: `XLSX ${xlsxWindow.rows} linhas, cliente rápido`, url: xlsxUrl, rows: xlsxWindow.rows },
];
log('\nExportações em fluxo, memória do processo do servidor (um processo novo para cada uma)');
try {
  for (const scenario of scenarios) {
    const server = await startServer();
    try {
      const { accessToken } = await loginWithPassword(baseUrl, 'superadmin', 'demo');
      // Warm-up: the export code paths loaded and compiled before the baseline is taken.
      await download(
        server.pid,
        '  aquecimento (1 dia, CSV)',
        `/api/v1/transaction/export/csv?status=CONFIRMED&start=${today}&end=${today}`,
        accessToken,
      );
      const measured = await download(
        server.pid,
        scenario.name,
        scenario.url,
        accessToken,
        scenario.bytesPerSecond,
      );
      downloads.push(scenario.rows > 0 ? { ...measured, rows: scenario.rows } : measured);
    } finally {
      await server.stop();
    }
  }
} finally {
  await bench.handle.close();
  await bench.embedded.stop();
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const table = downloads
  .map((d) => {
    const growth = (d.peak - d.before) / 1024 / 1024;
    return `| ${d.name} | ${d.status} | ${d.rows.toLocaleString('en-US')} | ${mb(d.bytes)} | ${d.seconds.toFixed(1)} | ${mb(d.before)} | ${mb(d.peak)} | ${growth.toFixed(0)} | ≤ ${TARGET_MB} | ${d.status === 200 && growth <= TARGET_MB ? 'yes' : '**no**'} |`;
  })
  .join('\n');
const report = `### Streamed exports: the server's memory (\`npm run bench -- export\`)

Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${bench.rows.toLocaleString('en-US')} generated transactions,
${os.cpus().length} CPUs shared with other work, load average ${loadAtStart} at the start. The server ran as a process
of its own (\`node ${serverArgs.map((a) => (a === serverFile ? path.relative(root, a) : a)).join(' ')}\`, NODE_ENV=production), started afresh for each export and warmed
up by a one-day export; the benchmark was only its HTTP client.
Growth is the server process's peak resident memory during the download (${downloads.every((d) => d.kernelPeak) ? "the kernel's VmHWM, reset just before it, and VmRSS sampled every 20 ms" : 'VmRSS sampled every 20 ms'}) minus its resident memory just before.

| Export (confirmed transactions, newest days) | HTTP | rows | MB | s | RSS before MB | peak MB | growth MB | target | met |
|---|---|---|---|---|---|---|---|---|---|
${table}
`;
await recordResults(path.join(import.meta.dirname, 'export-results.md'), report);
