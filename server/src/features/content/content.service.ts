import type { Kysely } from 'kysely';
import type { Story } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { pruneOutbox, type Mailer } from '../../lib/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteExpiredSessions, invalidateUserSessions } from '../../auth/sessions.ts';
import { pruneRateLimits } from '../../auth/rate-limit.ts';
import { getSettings } from '../admin/settings.ts';
import * as q from './content.queries.ts';
import { exportUserData } from './export.ts';
import {
  countAdmins,
  deleteMember,
  listMembershipsOfUser,
  promoteLongestStanding,
  releaseSeat,
} from '../community/community.queries.ts';

type Db = Kysely<Database>;
export const PURGE_AFTER_DAYS = 30;

export function toStory(row: q.StoryRow): Story {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author_name: row.author_name,
    status: row.status,
    published_at: row.published_at?.toISOString() ?? null,
  };
}

export async function listStories(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ stories: Story[]; total: number }> {
  const { rows, total } = await q.listPublishedStories(db, limit, offset);
  return { stories: rows.map(toStory), total };
}

export async function getPublishedStory(db: Db, id: number): Promise<Story> {
  const row = await q.findStory(db, id);
  if (!row || row.status !== 'published') throw new AppError('NOT_FOUND', 'Story not found');
  return toStory(row);
}

/** A member's story waits for review as a draft, unless the site no longer requires approval. */
export async function submitStory(
  db: Db,
  user: AuthUser,
  input: { title: string; content: string },
): Promise<Story> {
  const { requireApproval } = await getSettings(db);
  const row = await q.insertStory(db, {
    ...input,
    author_id: user.id,
    author_name: `${user.first_name} ${user.last_name}`.trim(),
    status: requireApproval ? 'draft' : 'published',
    is_member_submission: true,
    published_at: requireApproval ? null : new Date(),
  });
  return toStory(row);
}

/** Idempotent: subscribing twice keeps one subscription and answers the same. */
export async function subscribe(db: Db, email: string, user: AuthUser | null): Promise<void> {
  await q.subscribe(db, email, user?.email === email ? user.id : null);
  if (user && user.email === email)
    await db
      .updateTable('users')
      .set({ newsletter_opt_in: true })
      .where('id', '=', user.id)
      .execute();
}

async function notifyAdmins(db: Db, mailer: Mailer, subject: string, text: string): Promise<void> {
  if (!(await getSettings(db)).emailNotifications) return;
  for (const admin of await q.adminEmails(db))
    await mailer.send({ to: admin.email, subject, text });
}

export async function contact(
  db: Db,
  mailer: Mailer,
  user: AuthUser | null,
  input: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await q.insertContactMessage(db, { ...input, user_id: user?.id ?? null });
  await notifyAdmins(
    db,
    mailer,
    `New contact message: ${input.subject}`,
    `From ${input.name} <${input.email}>\n\n${input.message}`,
  );
}

/**
 * Records the request, deactivates the account and ends its sessions at once. The purge job
 * deletes the account and its personal data permanently 30 days later.
 */
export async function requestDeletion(
  db: Db,
  mailer: Mailer,
  user: AuthUser,
  input: { reason?: string | null; feedback?: string | null; exportData: boolean },
  now: Date = new Date(),
): Promise<{ purge_after: string }> {
  const request = await db.transaction().execute(async (trx) => {
    const row = await q.insertDeletionRequest(trx, {
      user_id: user.id,
      email: user.email,
      reason: input.reason ?? null,
      feedback: input.feedback ?? null,
      export_data: input.exportData,
      purge_after: new Date(now.getTime() + PURGE_AFTER_DAYS * 86_400_000),
    });
    await q.deactivateUser(trx, user.id);
    await invalidateUserSessions(trx, user.id);
    return row;
  });
  if (input.exportData) {
    // The member asked for a copy of their data: it goes to the address on the account, as an
    // attachment, which the outbox never keeps (the copy must not outlive the account).
    const data = await exportUserData(db, user.id);
    await mailer.send({
      to: user.email,
      subject: 'Your HerCircle data',
      text: 'Attached is a copy of everything we held about your account, as you asked.',
      attachments: [
        {
          filename: `hercircle-data-${now.toISOString().slice(0, 10)}.json`,
          content: JSON.stringify(data, null, 2),
        },
      ],
    });
  }
  await notifyAdmins(
    db,
    mailer,
    'Account deletion requested',
    `${user.email} asked to delete their account${input.reason ? ` (${input.reason})` : ''}.\n\n${input.feedback ?? ''}`,
  );
  return { purge_after: request.purge_after.toISOString() };
}

/**
 * Personal data with a short purpose: outbox mail (old rows, expired reset links), rate limit
 * windows and expired sessions. Every step is idempotent, so server processes may overlap.
 */
export async function pruneExpiredData(db: Db, now: Date = new Date()) {
  const outbox = await pruneOutbox(db, now);
  const rateLimits = await pruneRateLimits(db, now);
  await deleteExpiredSessions(db);
  return { outbox, rateLimits };
}

/** Deletes the accounts whose deletion is due; their stories stay only if published, without the author link. */
export async function purgeDeletedAccounts(db: Db, now: Date = new Date()): Promise<number> {
  const due = await q.dueDeletionRequests(db, now);
  for (const request of due) {
    await db.transaction().execute(async (trx) => {
      if (request.user_id !== null) {
        // Drafts and archived stories are personal; published ones were given to the community.
        await trx
          .deleteFrom('stories')
          .where('author_id', '=', request.user_id)
          .where('status', '<>', 'published')
          .execute();
        await trx
          .updateTable('stories')
          .set({ author_name: 'Former member' })
          .where('author_id', '=', request.user_id)
          .execute();
        await trx
          .deleteFrom('newsletter_subscribers')
          .where('user_id', '=', request.user_id)
          .execute();
        await trx.deleteFrom('contact_messages').where('user_id', '=', request.user_id).execute();
        await q.deleteOutboxEmailsOfUser(trx, request.user_id, request.email);
        // Memberships, posts, messages, sessions and pictures cascade with the user row.
        // Leave every group the way a member would: counts stay true and no group is left without an admin.
        const memberships = await listMembershipsOfUser(trx, request.user_id);
        for (const m of memberships) {
          await deleteMember(trx, m.group_id, request.user_id);
          await releaseSeat(trx, m.group_id);
          if (m.role === 'admin' && (await countAdmins(trx, m.group_id)).n === 0)
            await promoteLongestStanding(trx, m.group_id);
        }
        await trx.deleteFrom('users').where('id', '=', request.user_id).execute();
      }
      await trx
        .updateTable('account_deletion_requests')
        .set({ purged_at: now, email: '[deleted]', feedback: null, user_id: null })
        .where('id', '=', request.id)
        .execute();
    });
  }
  return due.length;
}
