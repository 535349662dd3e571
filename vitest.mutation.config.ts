import { createServer } from 'node:net';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of the safety rules (stryker.config.mjs, `npm run
 * test:mutation`): the tests of the rule folders themselves, not every route test that happens to
 * pass through them. Each Stryker worker is a process of its own with its own embedded PostgreSQL
 * (a free port, a data folder per worker in .data) and its own demo database.
 */
export const MUTATION_TESTS: Record<string, string[]> = {
  money: ['packages/contract/src/common/number.test.ts'],
  scope: [
    'apps/server/src/http/project-scope.test.ts',
    'apps/server/src/plugins/reason-policy.test.ts',
    'apps/server/src/plugins/input-guard.test.ts',
    'apps/server/src/plugins/personal-data-policy.test.ts',
  ],
  access: ['apps/server/src/plugins/access-control.test.ts'],
  idempotency: ['apps/server/src/plugins/idempotency-policy.test.ts'],
  approvals: [
    'apps/server/src/plugins/approval-hooks.test.ts',
    'apps/server/src/platform/approvals/*.test.ts',
  ],
  privacy: [
    'apps/server/src/plugins/personal-data-policy.test.ts',
    'apps/server/src/platform/privacy/*.test.ts',
  ],
  otp: ['apps/server/src/platform/otp/*.test.ts'],
};

/** Server tests that need no database: they run without the demo database and its resets. */
const WITHOUT_DATABASE = new Set([
  'apps/server/src/http/project-scope.test.ts',
  'apps/server/src/plugins/input-guard.test.ts',
  'apps/server/src/plugins/personal-data-policy.test.ts',
]);

/** The tests of the scopes named in MUTATION_SCOPE (stryker.config.mjs), all by default. */
function selectedTests(): string[] {
  const scopes = (process.env.MUTATION_SCOPE ?? Object.keys(MUTATION_TESTS).join(',')).split(',');
  return [...new Set(scopes.flatMap((scope) => MUTATION_TESTS[scope] ?? []))];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default defineConfig(async () => {
  const worker = process.env.STRYKER_MUTATOR_WORKER ?? 'main';
  // Read by apps/server/test/global-setup.ts. An external TEST_DATABASE_URL would be shared by
  // the workers and recreated by each: the mutation run always uses embedded databases.
  delete process.env.TEST_DATABASE_URL;
  delete process.env.DATABASE_URL;
  process.env.TEST_PG_PORT = String(await freePort());
  // The data folders stay in the repository's .data, outside Stryker's sandbox: the sandbox is
  // private to its owner and PostgreSQL may run as another user. The path is relative, as
  // global-setup.ts expects.
  const here = import.meta.dirname;
  const repository = here.includes(`${path.sep}.stryker-tmp${path.sep}`)
    ? here.slice(0, here.indexOf(`${path.sep}.stryker-tmp${path.sep}`))
    : here;
  process.env.TEST_PG_DIR = path.relative(here, path.join(repository, '.data', `pg-mutation-${worker}`));
  const tests = selectedTests();
  const contract = tests.filter((file) => file.startsWith('packages/contract/'));
  const server = tests.filter((file) => file.startsWith('apps/server/') && !WITHOUT_DATABASE.has(file));
  const serverUnit = tests.filter((file) => WITHOUT_DATABASE.has(file));
  return {
    test: {
      projects: [
        ...(contract.length ? [{ test: { name: 'contract', allowOnly: false, include: contract } }] : []),
        ...(serverUnit.length
          ? [{ test: { name: 'server-unit', allowOnly: false, include: serverUnit } }]
          : []),
        ...(server.length
          ? [
              {
                test: {
                  name: 'server',
                  allowOnly: false,
                  include: server,
                  globalSetup: ['apps/server/test/global-setup.ts'],
                  setupFiles: ['apps/server/test/mutation-setup.ts'],
                  maxWorkers: 1,
                  isolate: false,
                  testTimeout: 120000,
                  hookTimeout: 60000,
                },
              },
            ]
          : []),
      ],
    },
  };
});
