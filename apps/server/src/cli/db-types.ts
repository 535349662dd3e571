import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { ROW_TYPES_FILE, rowTypes } from '../db/row-types.ts';

/**
 * `npm run db:types` migrates a new embedded database from nothing and writes the row types
 * `kysely-codegen` reads from it to `src/db/schema.gen.ts`; the database is removed afterwards.
 * `src/db/row-types.test.ts` fails while the committed file differs from what the migrations give.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-db-types-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    await embedded.ensureDatabase('mentor');
    const url = embedded.connectionString('mentor');
    const handle = createDatabase(url, 2);
    try {
      await migrate(handle.pool);
    } finally {
      await handle.close();
    }
    const text = await rowTypes(url);
    writeFileSync(ROW_TYPES_FILE, text);
    console.log(`row types written: ${path.relative(process.cwd(), fileURLToPath(ROW_TYPES_FILE))}`);
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
