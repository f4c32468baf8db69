import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.pglite.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pglite',
          root: './server',
          include: ['**/*.pglite.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './client/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser journey at a time: two cores are shared with the server under test.
          fileParallelism: false,
          // Pages settle in tens of milliseconds, but toasts queue (three at most) and CI is slower.
          expect: { poll: { timeout: 10_000, interval: 50 } },
        },
      },
    ],
  },
});
