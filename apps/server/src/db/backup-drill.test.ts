import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  cleanUpServers,
  dataDirectory,
  startServer,
  waitHealthy,
} from '../../test/server-process.ts';
import { createDatabase } from './database.ts';
import { backupDatabase, restoreDatabase } from './embedded-backup.ts';
import { freePort, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrate } from './migrate.ts';

/**
 * The restore drill: the embedded database backed up while a writer keeps committing, restored
 * into a new data folder, the built server started on it; every write acknowledged before the
 * backup began is there, and the restored rows are exactly the source's first ones (counts and
 * sums of cents equal).
 */
beforeAll(buildServer);
afterAll(cleanUpServers);

interface Row {
  id: number;
  cents: number;
}

describe('backup and restore of the embedded database', () => {
  it('brings back every acknowledged write of before the backup, taken under a write load', async () => {
    const source = dataDirectory('mentor-backup-source-');
    const embedded = await startEmbeddedPostgres(path.join(source, 'pg'));
    await embedded.ensureDatabase('mentor');
    const handle = createDatabase(embedded.connectionString('mentor'), 3);
    const writer = new pg.Client({ connectionString: embedded.connectionString('mentor') });
    try {
      await migrate(handle.pool);
      await writer.connect();
      await writer.query('CREATE TABLE restore_drill (id bigserial PRIMARY KEY, cents bigint NOT NULL)');
      const acknowledged: Row[] = [];
      let writing = true;
      const load = (async () => {
        for (let i = 1; writing; i++) {
          const { rows } = await writer.query<Row>(
            'INSERT INTO restore_drill (cents) VALUES ($1) RETURNING id::int, cents::int',
            [(i * 7919) % 100_000],
          );
          acknowledged.push(rows[0] as Row);
        }
      })();
      while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));
      const beforeBackup = acknowledged.length;
      const file = path.join(source, 'backup.tar.gz');
      await backupDatabase(path.join(source, 'pg'), embedded.connectionString('postgres'), file);
      const afterBackup = acknowledged.length;
      writing = false;
      await load;
      expect(afterBackup).toBeGreaterThan(beforeBackup);

      const target = dataDirectory('mentor-backup-target-');
      restoreDatabase(file, path.join(target, 'pg'));
      const server = startServer('built', target, await freePort(), { SEED_DEMO: 'false' });
      await waitHealthy(server);
      const port = Number(readFileSync(path.join(target, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
      const restored = new pg.Client({
        connectionString: `postgres://mentor:mentor@127.0.0.1:${port}/mentor`,
      });
      await restored.connect();
      try {
        const { rows } = await restored.query<Row>(
          'SELECT id::int, cents::int FROM restore_drill ORDER BY id',
        );
        const ids = new Set(rows.map((r) => r.id));
        const lost = acknowledged.slice(0, beforeBackup).filter((r) => !ids.has(r.id));
        expect(lost).toEqual([]);
        expect(rows.length).toBeGreaterThanOrEqual(beforeBackup);
        const last = rows.at(-1)?.id ?? 0;
        const sourceFigures = await writer.query<{ count: number; sum: number }>(
          'SELECT count(*)::int AS count, sum(cents)::int AS sum FROM restore_drill WHERE id <= $1',
          [last],
        );
        expect({ count: rows.length, sum: rows.reduce((s, r) => s + r.cents, 0) }).toEqual(
          sourceFigures.rows[0],
        );
        // The server's own data came back too: its migrations are all recorded.
        const migrations = await restored.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM schema_migration',
        );
        expect(migrations.rows[0]?.n).toBeGreaterThan(0);
      } finally {
        await restored.end();
      }
    } finally {
      await writer.end().catch(() => {});
      await handle.close();
      await embedded.stop();
    }
  });
});
