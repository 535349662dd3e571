import { Kysely, PostgresDialect as KyselyPostgres } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import pg from 'pg';

/** Where the generated row types live, beside the area files that name their tables. */
export const ROW_TYPES_FILE = new URL('./schema.gen.ts', import.meta.url);

/**
 * The row types of every table of a migrated database, as `kysely-codegen` writes them: one
 * interface per table and `DB`, the map of table names. bigint and numeric columns read as
 * numbers (`database.ts` sets those parsers), so they are typed as numbers here too; a numeric
 * may be written as its exact text.
 */
export async function rowTypes(connectionString: string): Promise<string> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  const db = new Kysely<unknown>({ dialect: new KyselyPostgres({ pool }) });
  try {
    return await generate({
      db,
      dialect: new PostgresDialect({ defaultSchemas: ['public'] }),
      excludePattern: '(pgboss.*|public.schema_migration)',
      // numeric holds rates and percentages: written as exact text, read as numbers.
      typeMapping: { int8: 'number', numeric: 'ColumnType<number, number | string, number | string>' },
      typeOnlyImports: true,
      outFile: null,
      logger: undefined,
    });
  } finally {
    await db.destroy();
  }
}
