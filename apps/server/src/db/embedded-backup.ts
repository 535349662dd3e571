import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Backups of the embedded PostgreSQL as a base backup (PostgreSQL's non-exclusive low-level
 * backup): `pg_backup_start`, a copy of the data folder while the server keeps writing,
 * `pg_backup_stop`, then the WAL written meanwhile and the backup label beside it, packed into
 * one `.tar.gz`. Restored into a new data folder, PostgreSQL replays that WAL at its first start
 * and opens exactly the database as it was when the backup stopped. (The embedded server is
 * newer than Debian's `pg_dump`, and its package ships no client tools.)
 */

/** Files a copy of a running data folder must leave out (the docs' list, for a base backup). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts']);
const SKIPPED_CONTENT = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);

function run(command: string, args: string[], okStatuses = [0]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (!okStatuses.includes(result.status ?? -1))
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
}

export interface BackupResult {
  file: string;
  /** The WAL position the restored database reaches. */
  stopLsn: string;
  millis: number;
}

/**
 * Backs up the running embedded database whose data folder is `pgDir`, reached at
 * `connectionString` (a superuser: the embedded one), into `file`.
 */
export async function backupDatabase(
  pgDir: string,
  connectionString: string,
  file: string,
): Promise<BackupResult> {
  const started = Date.now();
  const staging = mkdtempSync(path.join(tmpdir(), 'mentor-backup-'));
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`SELECT pg_backup_start('mentor backup', true)`);
    let stop: { lsn: string; labelfile: string; spcmapfile: string | null };
    try {
      cpSync(pgDir, staging, {
        recursive: true,
        filter: (source) => {
          const relative = path.relative(pgDir, source);
          const [top = '', ...rest] = relative.split(path.sep);
          if (SKIPPED.has(top) && rest.length === 0) return false;
          return !(SKIPPED_CONTENT.has(top) && rest.length > 0);
        },
      });
    } finally {
      const { rows } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
        'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      stop = rows[0] as typeof stop;
    }
    // The WAL from the backup's start to its stop: replayed when the copy first starts.
    cpSync(path.join(pgDir, 'pg_wal'), path.join(staging, 'pg_wal'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}archive_status${path.sep}`),
    });
    writeFileSync(path.join(staging, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) writeFileSync(path.join(staging, 'tablespace_map'), stop.spcmapfile);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    run('tar', ['-czf', path.resolve(file), '-C', staging, '.']);
    return { file: path.resolve(file), stopLsn: stop.lsn, millis: Date.now() - started };
  } finally {
    await client.end().catch(() => {});
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks a backup into `pgDir`, a data folder that does not exist yet or is empty, owned as
 * the embedded PostgreSQL needs it (by `postgres` when this process is root). The server then
 * starts on it as on any data folder (`DATA_DIR`), replaying the backup's WAL first.
 */
export function restoreDatabase(file: string, pgDir: string): void {
  const target = path.resolve(pgDir);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: restore into a new data folder`);
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', path.resolve(file), '-C', target]);
  mkdirSync(path.join(target, 'pg_wal', 'archive_status'), { recursive: true });
  for (const dir of SKIPPED_CONTENT) mkdirSync(path.join(target, dir), { recursive: true });
  chmodSync(target, 0o700);
  if (process.getuid?.() === 0) run('chown', ['-R', 'postgres:postgres', target]);
}
