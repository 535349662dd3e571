import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, restoreDatabase } from '../db/embedded-backup.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/**
 * `npm run backup [-- --out FILE]`: a base backup of the embedded database of DATA_DIR (running
 * or not; the server may keep serving meanwhile) into FILE (default
 * DATA_DIR/backups/mentor-<time>.tar.gz).
 * `npm run restore -- --from FILE --data-dir NEW`: unpacks it into NEW/pg, a data folder of its
 * own; `DATA_DIR=NEW npm start` then starts on it. A production PostgreSQL is backed up with its
 * own tools: docs/operations.md.
 */
const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { out: { type: 'string' }, from: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const root = path.resolve(process.env.INIT_CWD ?? process.cwd());
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');

if (command === 'backup') {
  const pgDir = path.join(dataDir, 'pg');
  const embedded = await startEmbeddedPostgres(
    pgDir,
    process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined,
  );
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(root, values.out ?? path.join(dataDir, 'backups', `mentor-${stamp}.tar.gz`));
    const result = await backupDatabase(pgDir, embedded.connectionString('postgres'), out);
    console.log(
      `backup of ${pgDir} written to ${result.file} (up to WAL ${result.stopLsn}) in ${result.millis} ms`,
    );
  } finally {
    await embedded.stop();
  }
} else if (command === 'restore') {
  if (!values.from || !values['data-dir']) {
    console.error('usage: npm run restore -- --from FILE --data-dir NEW_DATA_DIR');
    process.exit(2);
  }
  const target = path.join(path.resolve(root, values['data-dir']), 'pg');
  restoreDatabase(path.resolve(root, values.from), target);
  console.log(
    `restored into ${target}; start with DATA_DIR=${path.resolve(root, values['data-dir'])} npm start`,
  );
} else {
  console.error('usage: backup.ts backup [--out FILE] | restore --from FILE --data-dir NEW');
  process.exit(2);
}
process.exit(0);
