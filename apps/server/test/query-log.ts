import { type KyselyPlugin, PostgresQueryCompiler } from 'kysely';

/**
 * The statements an app sends to the database, for tests that bound how often a call reads a
 * table (`startTestApp(settings, { plugins: [log.plugin] })`).
 */
export interface QueryLog {
  plugin: KyselyPlugin;
  /** Every statement since the last `clear`, as compiled SQL. */
  statements(): readonly string[];
  /** How many statements since the last `clear` read the table (SELECT … FROM / JOIN it). */
  reads(table: string): number;
  clear(): void;
}

export function createQueryLog(): QueryLog {
  const compiler = new PostgresQueryCompiler();
  let statements: string[] = [];
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        statements.push(compiler.compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    statements: () => statements,
    reads(table) {
      const pattern = new RegExp(`^\\s*(with|select)\\b[\\s\\S]*\\b(from|join)\\s+"${table}"`, 'i');
      return statements.filter((sql) => pattern.test(sql)).length;
    },
    clear() {
      statements = [];
    },
  };
}
