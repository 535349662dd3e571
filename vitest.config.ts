import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          fileParallelism: false,
          // A one-time code is good once per 30-second step and user: a test that spends more
          // codes than the steps at hand waits for the next step.
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
