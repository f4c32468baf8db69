import type { Migration } from 'kysely/migration';
import * as usersSessions from './migrations/20261122T1500_users_sessions.ts';
import * as accounts from './migrations/20261122T1510_accounts.ts';

/**
 * Every migration, in order. An explicit list (rather than reading a folder at run time) works the
 * same under tsx, Vitest and the bundled server, and a missing import fails the type-check.
 */
export const migrations: Record<string, Migration> = {
  '20261122T1500_users_sessions': usersSessions,
  '20261122T1510_accounts': accounts,
};
