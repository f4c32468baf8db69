import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Who acted: a member or admin, or null for the system (an automatic hide). */
export interface AuditActor {
  id: number;
  email: string;
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'publish'
  | 'decline'
  | 'reset'
  | 'hide'
  | 'unhide'
  | 'auto_hide'
  | 'dismiss'
  | 'ban_from_group'
  | 'suspend_user'
  | 'unmask'
  | 'ban'
  | 'unban'
  | 'remove_member'
  | 'retry'
  | 'appeal_upheld'
  | 'appeal_reversed'
  | 'lift_mute'
  | 'reply'
  | 'mark_handled'
  | 'reopen';

export type AuditEntity =
  | 'user'
  | 'community'
  | 'story'
  | 'settings'
  | 'post'
  | 'reply'
  | 'comment'
  | 'message'
  | 'group'
  | 'event'
  | 'newsletter_issue'
  | 'podcast_episode'
  | 'magazine_issue'
  | 'resource'
  | 'email'
  | 'guidelines'
  | 'contact_message'
  | 'appeal';

/**
 * Every admin and moderation change is written down: who, what, on which record, why. Called in
 * the change's own transaction, so a change is never done without its entry (nor the other way).
 */
export async function insertAuditEntry(
  db: Kysely<Database>,
  actor: AuditActor | null,
  action: AuditAction,
  entity: AuditEntity,
  entityId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? 'system',
      action,
      entity,
      entity_id: entityId,
      details: JSON.stringify(details),
    })
    .execute();
}
