import type { Kysely } from 'kysely';
import {
  SITE_SETTINGS_DEFAULTS,
  VERIFIED_EMAIL_ACTIONS,
  type SiteSettings,
  type SiteSettingsInput,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import * as q from './settings.queries.ts';

type Db = Kysely<Database>;

/** The site settings, stored in one row; the spec's defaults until an admin saves them. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const row = await q.findSettings(db);
  if (!row)
    return {
      ...SITE_SETTINGS_DEFAULTS,
      verifiedEmailRequiredFor: [...SITE_SETTINGS_DEFAULTS.verifiedEmailRequiredFor],
    };
  return {
    siteName: row.site_name,
    siteDescription: row.site_description,
    emailNotifications: row.email_notifications,
    autoPublish: row.auto_publish,
    requireApproval: row.require_approval,
    maxFileSize: row.max_file_size,
    backupFrequency: row.backup_frequency,
    autoHideReports: row.auto_hide_reports,
    verifiedEmailRequiredFor: VERIFIED_EMAIL_ACTIONS.filter((a) =>
      row.verified_email_required_for.includes(a),
    ),
    newAccountHours: row.new_account_hours,
  };
}

async function saveSettings(trx: Db, actor: AuthUser, settings: SiteSettings) {
  await q.upsertSettings(trx, {
    site_name: settings.siteName,
    site_description: settings.siteDescription,
    email_notifications: settings.emailNotifications,
    auto_publish: settings.autoPublish,
    require_approval: settings.requireApproval,
    max_file_size: settings.maxFileSize,
    backup_frequency: settings.backupFrequency,
    auto_hide_reports: settings.autoHideReports,
    // In the list's own order, each once, whatever order the input gave.
    verified_email_required_for: JSON.stringify(
      VERIFIED_EMAIL_ACTIONS.filter((a) => settings.verifiedEmailRequiredFor.includes(a)),
    ),
    new_account_hours: settings.newAccountHours,
    updated_by: actor.id,
    updated_at: new Date(),
  });
  return getSettings(trx);
}

export async function updateSettings(
  db: Db,
  actor: AuthUser,
  input: SiteSettingsInput,
): Promise<SiteSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
    const after = await saveSettings(trx, actor, {
      ...input,
      autoHideReports: input.autoHideReports ?? before.autoHideReports,
      verifiedEmailRequiredFor: input.verifiedEmailRequiredFor ?? before.verifiedEmailRequiredFor,
      newAccountHours: input.newAccountHours ?? before.newAccountHours,
    });
    await insertAuditEntry(trx, actor, 'update', 'settings', null, { before, after });
    return after;
  });
}

/** Restores the spec's defaults. */
export async function resetSettings(db: Db, actor: AuthUser): Promise<SiteSettings> {
  return db.transaction().execute(async (trx) => {
    const settings = await saveSettings(trx, actor, SITE_SETTINGS_DEFAULTS);
    await insertAuditEntry(trx, actor, 'reset', 'settings', null);
    return settings;
  });
}
