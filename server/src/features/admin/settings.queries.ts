import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findSettings(db: Kysely<Database>) {
  return db
    .selectFrom('site_settings')
    .select([
      'site_name',
      'site_description',
      'email_notifications',
      'auto_publish',
      'require_approval',
      'max_file_size',
      'backup_frequency',
      'auto_hide_reports',
      'verified_email_required_for',
      'new_account_hours',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

/** The settings live in one row (id 1), created on the first save. */
export async function upsertSettings(
  db: Kysely<Database>,
  row: Omit<SettingsRow, 'verified_email_required_for'> & {
    /** JSON text of the list. */
    verified_email_required_for: string;
    updated_by: number | null;
    updated_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('site_settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
