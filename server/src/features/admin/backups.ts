import path from 'node:path';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { DbHandle } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { getSettings } from './settings.ts';
import {
  deleteBackups,
  findLatestBackup,
  insertBackup,
  withBackupLock,
} from './backups.queries.ts';

const DAY = 86_400_000;
const INTERVALS = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY } as const;
/** An account is erased 30 days after its deletion request (SECURITY.md): no backup keeps it longer. */
const KEEP_BACKUPS_MS = 30 * DAY;
const BACKUP_FILE = /^hercircle-.*\.(dump|tar\.gz)$/;

/** Makes a backup now, records it, and deletes the backups past their keeping time. */
export async function runBackup(
  handle: DbHandle,
  dir: string,
  db: Kysely<Database> = handle.db,
): Promise<string> {
  const file = await handle.backup(dir);
  await insertBackup(db, {
    file_name: path.basename(file),
    byte_size: fs.statSync(file).size,
  });
  await pruneBackups(db, dir);
  return file;
}

/** Deletes this server's backup files (and their rows) last written more than 30 days ago. */
async function pruneBackups(db: Kysely<Database>, dir: string): Promise<void> {
  const cutoff = Date.now() - KEEP_BACKUPS_MS;
  const expired = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .filter((name) => fs.statSync(path.join(dir, name)).mtimeMs < cutoff);
  for (const name of expired) fs.rmSync(path.join(dir, name), { force: true });
  await deleteBackups(db, expired);
}

/**
 * Backs up when the last backup is older than the admin's backupFrequency; returns the file or
 * null. On PostgreSQL several server processes run this job: an advisory lock lets one back up.
 */
export async function backupIfDue(
  handle: DbHandle,
  dir: string,
  now: Date = new Date(),
): Promise<string | null> {
  const job = async (db: Kysely<Database>) => {
    // Checked under the lock, so a process that takes it just after another sees that backup.
    const { backupFrequency } = await getSettings(db);
    const last = await findLatestBackup(db);
    if (last && now.getTime() - last.created_at.getTime() < INTERVALS[backupFrequency]) return null;
    return runBackup(handle, dir, db);
  };
  // The embedded database has a single process, and a single connection to reserve.
  if (handle.kind === 'pglite') return job(handle.db);
  return withBackupLock(handle.db, job);
}
