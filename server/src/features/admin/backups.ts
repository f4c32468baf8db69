import path from 'node:path';
import fs from 'node:fs';
import type { DbHandle } from '../../db/index.ts';
import { getSettings } from './settings.ts';
import { findLatestBackup, insertBackup } from './backups.queries.ts';

const DAY = 86_400_000;
const INTERVALS = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY } as const;

/** Makes a backup now and records it. */
export async function runBackup(handle: DbHandle, dir: string): Promise<string> {
  const file = await handle.backup(dir);
  await insertBackup(handle.db, {
    file_name: path.basename(file),
    byte_size: fs.statSync(file).size,
  });
  return file;
}

/** Backs up when the last backup is older than the admin's backupFrequency; returns the file or null. */
export async function backupIfDue(
  handle: DbHandle,
  dir: string,
  now: Date = new Date(),
): Promise<string | null> {
  const { backupFrequency } = await getSettings(handle.db);
  const last = await findLatestBackup(handle.db);
  if (last && now.getTime() - last.created_at.getTime() < INTERVALS[backupFrequency]) return null;
  return runBackup(handle, dir);
}
