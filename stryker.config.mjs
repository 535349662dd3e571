// Mutation testing of the code that enforces the safety rules (`npm run test:mutation`, ADR 760,
// docs/testing.md). Too slow for every CI run: run it before closing a change to these folders
// and write the score in its note.

/** The rule folders, each mutated with the tests of vitest.mutation.config.ts. */
const SCOPES = {
  money: ['packages/contract/src/common/number.ts'],
  scope: [
    'apps/server/src/http/project-scope.ts',
    'apps/server/src/plugins/input-guard.ts',
    'apps/server/src/plugins/reason-policy.ts',
    'apps/server/src/plugins/personal-data-policy.ts',
  ],
  access: ['apps/server/src/plugins/access-control.ts'],
  idempotency: [
    'apps/server/src/plugins/idempotency-policy.ts',
    'apps/server/src/plugins/idempotency-store.ts',
  ],
  approvals: [
    'apps/server/src/plugins/approval-policy.ts',
    'apps/server/src/platform/approvals/!(*.test).ts',
  ],
  privacy: ['apps/server/src/platform/privacy/!(*.test).ts'],
  otp: ['apps/server/src/platform/otp/!(*.test).ts'],
};

/**
 * `MUTATION_SCOPE=approvals,otp npm run test:mutation` mutates only those folders (a run of all of
 * them takes hours on two shared cores); each scope keeps its own incremental file and reports.
 */
const FOLDERS = (process.env.MUTATION_SCOPE ?? Object.keys(SCOPES).join(',')).split(',').filter(Boolean);
const unknown = FOLDERS.filter((name) => !(name in SCOPES));
if (unknown.length)
  throw new Error(`Unknown MUTATION_SCOPE ${unknown.join(', ')}: ${Object.keys(SCOPES).join(', ')}`);
const REPORTS = `reports/mutation/${process.env.MUTATION_SCOPE ? FOLDERS.join('+') : 'all'}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Each mutant runs only the tests that reached it in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // A mutant of code that runs when a module loads (a module-level constant) is reached by no
  // test in particular: Stryker would reload every test file, the server's included, for each.
  // Such mutants are left out by default (reported as ignored); `MUTATION_STATIC=1` includes them.
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  mutate: FOLDERS.flatMap((name) => SCOPES[name]),
  // The machine has two cores shared with others: one worker each with its own PostgreSQL.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // Server tests build an app and sign in: a mutant that makes them hang is cut off.
  timeoutMS: 15000,
  timeoutFactor: 2,
  // Only what the server's tests need is copied into the sandbox.
  ignorePatterns: [
    '/apps/web',
    '/bench',
    '/docs',
    '/deploy',
    '/lint',
    '/.data',
    '/reports',
    '/dist',
    '**/.tsbuild',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // A later run re-tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: `${REPORTS}/stryker-incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${REPORTS}/index.html` },
  jsonReporter: { fileName: `${REPORTS}/mutation.json` },
  thresholds: { high: 90, low: 85, break: null },
};
