// Mutation testing of the code that enforces the safety rules (`npm run test:mutation`, ADR 760,
// docs/testing.md). Too slow for every CI run: run it before closing a change to these folders
// and write the score in its note.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Each mutant runs only the tests that reached it in the first, unmutated run.
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/server/src/plugins/access-control.ts',
    'apps/server/src/plugins/approval-policy.ts',
    'apps/server/src/plugins/idempotency-policy.ts',
    'apps/server/src/plugins/idempotency-store.ts',
    'apps/server/src/plugins/personal-data-policy.ts',
    'apps/server/src/plugins/reason-policy.ts',
    'apps/server/src/plugins/input-guard.ts',
    'apps/server/src/platform/approvals/*.ts',
    'apps/server/src/platform/privacy/*.ts',
    'apps/server/src/platform/otp/*.ts',
    'apps/server/src/http/project-scope.ts',
    'packages/contract/src/common/number.ts',
    '!**/*.test.ts',
  ],
  // The machine has two cores shared with others: one worker each with its own PostgreSQL.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // Server tests build an app and sign in: a mutant that makes them hang is cut off.
  timeoutMS: 30000,
  timeoutFactor: 2,
  // Only what the server's tests need is copied into the sandbox.
  ignorePatterns: ['/apps/web', '/bench', '/docs', '/deploy', '/lint', '/.data', '/reports', '/dist', '**/.tsbuild'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // A later run re-tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
};
