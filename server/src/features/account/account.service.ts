import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { pruneOutbox, type Mailer } from '../../lib/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteExpiredSessions, invalidateUserSessions } from '../../auth/sessions.ts';
import { pruneRateLimits } from '../../auth/rate-limit.ts';
import { pruneIdempotencyKeys } from '../../lib/idempotency.ts';
import { leaveAllGroups, withdrawAllRequests } from '../community/community-members.service.ts';
import { withdrawAllRsvps } from '../events/events-rsvp.service.ts';
import { releaseStoriesOfAuthor } from '../stories/stories.service.ts';
import { forgetMember, notifyAdmins } from '../site/site.service.ts';
import { forgetAddress } from '../newsletter/newsletter.service.ts';
import * as q from './account.queries.ts';
import { findExportSections } from './export.queries.ts';

type Db = Kysely<Database>;

export const PURGE_AFTER_DAYS = 30;

/** Everything we hold about the member, as named sections (a download, or mailed before deletion). */
export async function exportData(db: Db, user: AuthUser) {
  const s = await findExportSections(db, user.id);
  return {
    exported_at: new Date().toISOString(),
    profile: s.profile ?? null,
    stories: s.stories,
    group_memberships: s.memberships,
    group_posts: s.posts,
    group_post_replies: s.replies,
    chat_messages: s.messages,
    reports: s.reports,
    blocked_members: s.blocks,
    muted_members: s.mutes,
    newsletter: s.newsletter,
    contact_messages: s.contact,
    deletion_requests: s.deletion,
  };
}

export const CANCEL_DELETION_PATH = '/api/v1/account/deletion/cancel';
/** Links in emails are signed with one key; the purpose keeps this link's signatures its own. */
const SIGNING_KEY = 'email_links';
const CANCEL_PURPOSE = 'account-deletion-cancel';
const INVALID_CANCEL =
  'This link does not work: it was already used, the 30 days are over, or it was not copied whole. Contact us if you want to keep your account.';

async function cancelMac(db: Db, requestId: number): Promise<string> {
  const secret = await q.signingKey(db, SIGNING_KEY);
  return createHmac('sha256', secret).update(`${CANCEL_PURPOSE}:${requestId}`).digest('base64url');
}

/** The cancel link's token: the request's id and its signature. It works until the purge is due. */
export async function cancelDeletionToken(db: Db, requestId: number): Promise<string> {
  return `${requestId}.${await cancelMac(db, requestId)}`;
}

/**
 * Records the request, deactivates the account and ends its sessions at once; she leaves her groups
 * at once too (seats freed, admin handed on), so she disappears from every member list. The purge
 * job deletes the account and its personal data permanently 30 days later, unless she cancels with
 * the link of the confirmation email (or an admin reactivates her account).
 */
export async function requestDeletion(
  { db, mailer, origin }: { db: Db; mailer: Mailer; origin: string },
  user: AuthUser,
  input: { reason?: string | null; feedback?: string | null; exportData: boolean },
): Promise<{ purge_after: string }> {
  const now = new Date();
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
    await leaveAllGroups(trx, { userId: user.id });
    await withdrawAllRequests(trx, { userId: user.id });
    await withdrawAllRsvps(trx, { userId: user.id });
    return row;
  });
  if (input.exportData) {
    // The member asked for a copy of their data: it goes to the address on the account, as an
    // attachment, which the outbox never keeps (the copy must not outlive the account).
    const data = await exportData(db, user);
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
  const token = await cancelDeletionToken(db, request.id);
  const purgeDay = request.purge_after.toLocaleDateString('en-US', { dateStyle: 'long' });
  await mailer.send({
    to: user.email,
    subject: 'Your HerCircle account will be deleted',
    text: `Hi ${user.first_name},\n\nYour account is deactivated and will be deleted permanently, with your personal data, on ${purgeDay}.\n\nChanged your mind? Open this link before then and your account is active again:\n\n${origin}${CANCEL_DELETION_PATH}?token=${token}\n\nHerCircle`,
  });
  await notifyAdmins(
    { db, mailer },
    {
      subject: 'Account deletion requested',
      text: `${user.email} asked to delete their account${input.reason ? ` (${input.reason})` : ''}.\n\n${input.feedback ?? ''}`,
    },
  );
  return { purge_after: request.purge_after.toISOString() };
}

/** The request id a cancel token names, once its signature is checked; anything else is one 400. */
async function cancelRequestId(db: Db, token: string): Promise<number> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const requestId = Number(match?.[1]);
  const given = Buffer.from(match?.[2] ?? '');
  const expected = match ? Buffer.from(await cancelMac(db, requestId)) : null;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('BAD_REQUEST', INVALID_CANCEL);
  return requestId;
}

/**
 * Opening the cancel link (a mail scanner may do it) changes nothing: it only says whether the
 * link would still work, so a used or expired link is refused before its button is shown.
 */
export async function checkCancelDeletionToken(db: Db, token: string, now = new Date()) {
  const requestId = await cancelRequestId(db, token);
  if (!(await q.isDeletionRequestPending(db, requestId, now)))
    throw new AppError('BAD_REQUEST', INVALID_CANCEL);
}

/**
 * The button of the cancel link's page: within the 30 days it reactivates the account and
 * removes the request, so the purge has nothing to do. Works once; anything else is one clear 400.
 */
export async function cancelDeletionByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<void> {
  const requestId = await cancelRequestId(db, token);
  await db.transaction().execute(async (trx) => {
    const request = await q.deletePendingDeletionRequest(trx, requestId, now);
    if (!request?.user_id) throw new AppError('BAD_REQUEST', INVALID_CANCEL);
    await q.reactivateUser(trx, request.user_id);
  });
}

/** An admin reactivated the account (inside her transaction): its pending deletion is off too. */
export async function cancelPendingDeletion(trx: Db, input: { userId: number }): Promise<void> {
  await q.deletePendingDeletionRequestsOfUser(trx, input.userId);
}

/**
 * Personal data with a short purpose: outbox mail (old rows, expired reset links), rate limit
 * windows, idempotency keys (a day) and expired sessions. Every step is idempotent, so server processes may overlap.
 */
export async function pruneExpiredData(db: Db, now: Date = new Date()) {
  const outbox = await pruneOutbox(db, now);
  const rateLimits = await pruneRateLimits(db, now);
  const idempotencyKeys = await pruneIdempotencyKeys(db, now);
  await deleteExpiredSessions(db);
  return { outbox, rateLimits, idempotencyKeys };
}

/** Deletes the accounts whose deletion is due; their stories stay only if published, without the author link. */
export async function purgeDeletedAccounts(db: Db, now: Date = new Date()): Promise<number> {
  const due = await q.dueDeletionRequests(db, now);
  for (const request of due) {
    await db.transaction().execute(async (trx) => {
      if (request.user_id !== null) {
        const userId = request.user_id;
        await releaseStoriesOfAuthor(trx, { userId });
        await forgetMember(trx, { userId });
        await forgetAddress(trx, request.email);
        await q.deleteOutboxEmailsOfUser(trx, userId, request.email);
        // Groups are left the way a member leaves them: counts stay true, no group is left
        // without an admin. Posts, messages, sessions and pictures cascade with the user row.
        await leaveAllGroups(trx, { userId });
        await q.deleteUser(trx, userId);
      }
      await q.markDeletionRequestPurged(trx, request.id, now);
    });
  }
  return due.length;
}
