// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Toasts go through lib/toasts.ts, which asks for their lazily loaded host: a toast shown with
// Mantine's own API would wait in its store until something else loaded the host.
const TOASTS_RESTRICTION = {
  name: '@mantine/notifications',
  importNames: ['notifications', 'showNotification'],
  message: "Show toasts with lib/toasts.ts's notifications, which loads their host.",
};

export default tseslint.config(
  {
    ignores: [
      '**/*.json',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'client/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Layers (conventions.md): shared imports nothing of ours; the client imports only types from the
  // server; a feature reaches another feature through its services; SQL lives in *.queries.ts.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hercircle/*', '../../*', '!../../src/**'],
              message: 'shared/ imports nothing of ours (only zod).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hercircle/server', '@hercircle/server/*', '**/server/src/**'],
              allowTypeImports: true,
              message: 'The client imports only types from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/toasts.ts', 'client/src/test/setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TOASTS_RESTRICTION],
        },
      ],
    },
  },
  {
    // Route files, the shell and lib are in every page's first load: the whole shared package
    // would bring zod there (30 kB, and its eval probe runs before zod-config). Values come from
    // @hercircle/shared/constants or /messages; schemas belong to lazily loaded feature files.
    files: [
      'client/src/routes/**/*.{ts,tsx}',
      'client/src/components/**/*.{ts,tsx}',
      'client/src/lib/**/*.{ts,tsx}',
      'client/src/features/*/*-search.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hercircle/server', '@hercircle/server/*', '**/server/src/**'],
              allowTypeImports: true,
              message: 'The client imports only types from the server.',
            },
          ],
          paths: [
            {
              name: '@hercircle/shared',
              allowTypeImports: true,
              message:
                'First-load code: import values from @hercircle/shared/constants or /messages (the package root brings zod).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.queries.ts', 'server/src/db/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: "Kysely's query builder belongs in *.queries.ts (type imports are fine).",
            },
          ],
          patterns: [
            {
              group: ['../*/*.queries', '../*/*.queries.ts', '../../features/*/*.queries.ts'],
              message: 'Reach another feature through its service, not its queries.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'SQL belongs in *.queries.ts: call a query function from there.',
        },
      ],
    },
  },
  {
    // A journey waits for what the member would see, never for a fixed time: a sleep is too short
    // on a busy machine and wasted on an idle one.
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            'Wait for what the page shows or does (expect.poll, a locator, a response, an event), not for a fixed time.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      'server/bench/**',
      'server/src/cli.ts',
      '**/*.config.*',
      'server/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
