import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from '@hercircle/migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names it applied. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateDown());
}
