import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { memberSubscribed } from '../newsletter/newsletter.queries.ts';

/**
 * Everything we hold about one member, by section. Other features' tables are read here so the
 * export stays complete as the product grows: add a section when a table holds personal data.
 */
export async function findExportSections(db: Kysely<Database>, userId: number) {
  const [
    profile,
    stories,
    memberships,
    posts,
    messages,
    newsletter,
    contact,
    deletion,
    replies,
    reports,
    blocks,
    mutes,
  ] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'first_name',
        'last_name',
        'bio',
        'location',
        'occupation',
        'interests',
        'date_of_birth',
        'role',
        'status',
        'email_frequency',
        'dm_policy',
        'profile_visibility',
        'content_note_filters',
        'show_quick_exit',
        'discreet_email',
        'suspended_until',
        'created_at',
        'updated_at',
      ])
      .select(memberSubscribed)
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('stories')
      .select(['id', 'title', 'content', 'status', 'created_at', 'published_at'])
      .where('author_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .select([
        'groups.id as group_id',
        'groups.name as group_name',
        'group_members.role',
        'group_members.joined_at',
      ])
      .where('group_members.user_id', '=', userId)
      .orderBy('group_members.joined_at')
      .execute(),
    db
      .selectFrom('group_posts')
      .innerJoin('groups', 'groups.id', 'group_posts.group_id')
      .select([
        'group_posts.id',
        'groups.name as group_name',
        'group_posts.content',
        'group_posts.content_note',
        'group_posts.anonymous',
        'group_posts.created_at',
        'group_posts.edited_at',
        'group_posts.deleted_at',
      ])
      .where('group_posts.user_id', '=', userId)
      .orderBy('group_posts.id')
      .execute(),
    db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select([
        'messages.id',
        'conversations.name as conversation',
        'messages.content',
        'messages.created_at',
        'messages.edited_at',
        'messages.deleted_at',
      ])
      .where('messages.sender_id', '=', userId)
      .orderBy('messages.id')
      .execute(),
    db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['subject', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('account_deletion_requests')
      .select(['reason', 'feedback', 'created_at', 'purge_after'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('group_post_replies')
      .select(['id', 'post_id', 'content', 'anonymous', 'created_at', 'edited_at', 'deleted_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // What she reported and where it stands; the moderators' notes are theirs, not hers.
    db
      .selectFrom('reports')
      .select(['target_type', 'target_id', 'reason', 'note', 'status', 'created_at', 'updated_at'])
      .where('reporter_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('user_blocks')
      .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'user_blocks.created_at'])
      .where('user_blocks.blocker_id', '=', userId)
      .orderBy('user_blocks.created_at')
      .execute(),
    db
      .selectFrom('user_mutes')
      .innerJoin('users', 'users.id', 'user_mutes.muted_id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'user_mutes.created_at'])
      .where('user_mutes.muter_id', '=', userId)
      .orderBy('user_mutes.created_at')
      .execute(),
  ]);
  return {
    profile,
    stories,
    memberships,
    posts,
    messages,
    newsletter,
    contact,
    deletion,
    replies,
    reports,
    blocks,
    mutes,
  };
}

/**
 * What the data export holds of her sign-in methods and devices: names and dates, never a secret
 * (no TOTP secret, recovery code, public key or session token).
 */
export async function findSecurityExport(db: Kysely<Database>, userId: number) {
  const [passkeys, sessions, totp] = await Promise.all([
    db
      .selectFrom('passkeys')
      .select(['name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['browser', 'os', 'created_at', 'last_active_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('user_totp')
      .select('confirmed_at')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { passkeys, sessions, two_step_sign_in_since: totp?.confirmed_at ?? null };
}

/** Her event RSVPs and her reactions, which the export missed before issue 32. */
export async function findActivityExport(db: Kysely<Database>, userId: number) {
  const [rsvps, postReactions, replyReactions] = await Promise.all([
    db
      .selectFrom('event_rsvps')
      .innerJoin('events', 'events.id', 'event_rsvps.event_id')
      .select([
        'events.id as event_id',
        'events.title',
        'event_rsvps.status',
        'event_rsvps.created_at',
      ])
      .where('event_rsvps.user_id', '=', userId)
      .orderBy('event_rsvps.created_at')
      .execute(),
    db
      .selectFrom('group_post_reactions')
      .select(['post_id', 'kind', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('group_reply_reactions')
      .select(['reply_id', 'kind', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { rsvps, reactions: { posts: postReactions, replies: replyReactions } };
}
