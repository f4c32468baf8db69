import { sql, type Kysely } from 'kysely';
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

export async function deleteBackups(db: Kysely<Database>, fileNames: string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await db.deleteFrom('backups').where('file_name', 'in', fileNames).execute();
}

/** The advisory lock key of the scheduled backup, the same in every server process. */
const BACKUP_LOCK_KEY = 7_310_215_001;

/**
 * Runs `job` on one connection that holds the backup advisory lock; null, without running it,
 * when another process holds the lock. The job gets that connection, so a pool of one still works.
 */
export async function withBackupLock<T>(
  db: Kysely<Database>,
  job: (conn: Kysely<Database>) => Promise<T>,
): Promise<T | null> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${BACKUP_LOCK_KEY}) as locked`.execute(conn);
    if (!rows[0]?.locked) return null;
    try {
      return await job(conn);
    } finally {
      await sql`select pg_advisory_unlock(${BACKUP_LOCK_KEY})`.execute(conn);
    }
  });
}
