import { configDefaults, defineConfig } from 'vitest/config';

/** The browser journeys' settings, shared by the parallel and the serial project. */
const journeys = {
  root: './e2e',
  environment: 'node',
  // The built server on its own PostgreSQL, with the demo content: one per project.
  globalSetup: ['./global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // Pages settle in tens of milliseconds, but toasts queue (three at most) and CI is slower.
  expect: { poll: { timeout: 10_000, interval: 50 } },
};

/**
 * Journeys that must run alone, one file at a time after the others, on a server of their own:
 * they change what every page shows (the site's name, the newest story, every subscriber's mail,
 * the background jobs), restart a server, count every message in the community room, or find
 * again on a second load what they saw on a first, on pages whose lists other journeys add to (a
 * group card's name carries its member count and whether it is busy).
 */
const SERIAL_JOURNEYS = [
  'admin.e2e.ts',
  'buttons.e2e.ts',
  'chat-restart.e2e.ts',
  'chat.e2e.ts',
  'newsletter.e2e.ts',
  'server-pages.e2e.ts',
];

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
          ...journeys,
          name: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: [...configDefaults.exclude, ...SERIAL_JOURNEYS],
          // Two journeys at a time, each in its own browser: they make their own members and
          // groups. After the server and client tests.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...journeys,
          name: 'e2e-serial',
          include: SERIAL_JOURNEYS,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
