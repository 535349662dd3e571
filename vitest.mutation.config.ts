import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of the safety rules (stryker.config.mjs, `npm run
 * test:mutation`): the tests of the rule folders themselves, not every route test that happens to
 * pass through them. The demo database is seeded once per run (test/mutation-run.ts); each Stryker
 * worker copies it (test/mutation-global-setup.ts) and each server test file starts from a fresh
 * copy (test/mutation-setup.ts).
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
  idempotency: [
    'apps/server/src/plugins/idempotency-store.test.ts',
    'apps/server/src/plugins/idempotency-policy.test.ts',
    'apps/server/src/plugins/idempotency-commit.test.ts',
  ],
  approvals: [
    'apps/server/src/plugins/approval-hooks.test.ts',
    'apps/server/src/platform/approvals/*.test.ts',
  ],
  privacy: [
    'apps/server/src/plugins/personal-data-policy.test.ts',
    'apps/server/src/platform/privacy/*.test.ts',
    // The reveal of an approval's value and the masking of history changes are tested there.
    'apps/server/src/platform/approvals/approvals-masking.test.ts',
    'apps/server/src/platform/history/history-routes.test.ts',
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

export default defineConfig(() => {
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
                  globalSetup: ['apps/server/test/mutation-global-setup.ts'],
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
