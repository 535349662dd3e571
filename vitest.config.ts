import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';

/**
 * Web test files that replace modules (`vi.mock`): each runs in its own module graph. The others
 * share one graph per worker (`isolate: false`), which saves re-importing React, Mantine and the
 * router for every file; they must restore whatever they stub (spies, globals, timers).
 */
function webFilesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        if (/\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, relative), 'utf8')))
          found.push(relative);
      }
    }
  };
  walk('apps/web/src');
  return found.sort();
}

const mocking = webFilesThatMock();
const SERVER_WORKERS = Math.max(1, Number(process.env.SERVER_TEST_WORKERS ?? 2));
/**
 * A focused test (`.only`) fails the run instead of quietly leaving the rest out (each project
 * says so: inline projects do not inherit the root's options). Pass `--allowOnly` on the
 * command line to focus one while working.
 */
const allowOnly = false;
const web = {
  allowOnly,
  environment: 'happy-dom' as const,
  setupFiles: ['apps/web/test/setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', allowOnly, include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          allowOnly,
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Two files at a time, each worker on its own copy of the demo database
          // (test/global-setup.ts, test/test-database.ts). A worker imports the app once for all its
          // files (no file replaces a module); each file builds its own app.
          maxWorkers: SERVER_WORKERS,
          isolate: false,
          // Its own worker count: run as a group of its own when several projects run together.
          sequence: { groupOrder: 1 },
          // Waits are for real background work (jobs, exports): one-time-code steps come from the
          // app's clock, which tests move (test/test-app.ts).
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      { test: { name: 'web', include: [WEB_TESTS], exclude: mocking, isolate: false, ...web } },
      { test: { name: 'web-mocks', include: mocking, ...web } },
    ],
  },
});
