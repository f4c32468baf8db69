import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertBackup(
  db: Kysely<Database>,
  backup: { file_name: string; byte_size: number },
): Promise<void> {
  await db.insertInto('backups').values(backup).execute();
}

export function findLatestBackup(db: Kysely<Database>) {
  return db
    .selectFrom('backups')
    .select('created_at')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
