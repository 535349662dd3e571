import { copyTemplate } from './mutation-global-setup.ts';
import { testDatabaseUrl } from './test-database.ts';

/**
 * Mutation testing only (vitest.mutation.config.ts): Stryker runs the same test files again for
 * every mutant in one process, so each file starts from a fresh copy of the seeded demo database,
 * as it does in a normal run. Without it a file's second run would meet the rows its first run
 * wrote and fail for that reason, counting a mutant as caught when no rule caught it.
 */
const template = process.env.MUTATION_DATABASE_URL;
if (!template) throw new Error('run the mutation tests with `npm run test:mutation` (test/mutation-run.ts)');
await copyTemplate(template, decodeURIComponent(new URL(testDatabaseUrl()).pathname.replace(/^\//, '')));
