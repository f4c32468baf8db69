import type { Kysely } from 'kysely';
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';

/** The site settings, stored in one row; the spec's defaults until an admin saves them. */
export async function getSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select([
      'site_name',
      'site_description',
      'email_notifications',
      'auto_publish',
      'require_approval',
      'max_file_size',
      'backup_frequency',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return { ...SITE_SETTINGS_DEFAULTS };
  return {
    siteName: row.site_name,
    siteDescription: row.site_description,
    emailNotifications: row.email_notifications,
    autoPublish: row.auto_publish,
    requireApproval: row.require_approval,
    maxFileSize: row.max_file_size,
    backupFrequency: row.backup_frequency,
  };
}

export async function saveSettings(
  db: Kysely<Database>,
  settings: SiteSettings,
  actorId: number | null,
): Promise<SiteSettings> {
  const values = {
    site_name: settings.siteName,
    site_description: settings.siteDescription,
    email_notifications: settings.emailNotifications,
    auto_publish: settings.autoPublish,
    require_approval: settings.requireApproval,
    max_file_size: settings.maxFileSize,
    backup_frequency: settings.backupFrequency,
    updated_by: actorId,
    updated_at: new Date(),
  };
  await db
    .insertInto('site_settings')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return getSettings(db);
}
