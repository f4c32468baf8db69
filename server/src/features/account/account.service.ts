import { createHmac, timingSafeEqual } from 'node:crypto';
import { pruneChallenges } from '../security/two-factor.service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { pruneOutbox, type Mailer } from '../../lib/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteExpiredSessions, invalidateUserSessions } from '../../auth/sessions.ts';
import { pruneRateLimits, tryHit } from '../../auth/rate-limit.ts';
import { pruneIdempotencyKeys } from '../../lib/idempotency.ts';
import { leaveAllGroups, withdrawAllRequests } from '../community/community-members.service.ts';
import {
  holdMemberships,
  releaseHeldMemberships,
  restoreMemberships,
} from '../community/community-held.service.ts';
import { holdRsvps, releaseHeldRsvps, restoreRsvps } from '../events/events-held.service.ts';
import { releaseStoriesOfAuthor } from '../stories/stories.service.ts';
import { forgetMember, notifyAdmins } from '../site/site.service.ts';
import { forgetAddress } from '../newsletter/newsletter.service.ts';
import {
  fill,
  letter,
  mailDay,
  mailLocaleOf,
  requestLanguage,
  textsOf,
  type RequestOfHers,
} from '../../i18n/mail.ts';
import type { Language } from '@hercircle/shared/languages';
import { msg } from '@hercircle/shared/message-format';
import * as q from './account.queries.ts';
import { findActivityExport, findExportSections, findSecurityExport } from './export.queries.ts';

type Db = Kysely<Database>;
type MailDeps = { db: Db; mailer: Mailer; origin: string };

export const PURGE_AFTER_DAYS = 30;

/** Everything we hold about the member, as named sections (a download, or mailed before deletion). */
export async function exportData(db: Db, user: AuthUser) {
  const [s, security, activity] = await Promise.all([
    findExportSections(db, user.id),
    findSecurityExport(db, user.id),
    findActivityExport(db, user.id),
  ]);
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
    event_rsvps: activity.rsvps,
    reactions: activity.reactions,
    sign_in: security,
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

const purgeDay = (purgeAfter: Date, language: Language = 'en') =>
  purgeAfter.toLocaleDateString(language === 'en' ? 'en-US' : language, { dateStyle: 'long' });

/**
 * The email with the cancel link: sent with the request, and again when she signs in meanwhile.
 * In her language, else the one of the page she asked from; the day in her zone.
 */
async function sendCancelLink(
  { db, mailer, origin }: MailDeps,
  user: { id: number; email: string; first_name: string },
  request: { id: number; purge_after: Date },
  requested?: Language | null,
): Promise<void> {
  const token = await cancelDeletionToken(db, request.id);
  const locale = await mailLocaleOf(db, user.id, requested);
  const t = textsOf(locale.language);
  await mailer.send({
    to: user.email,
    subject: t.accountDeletion.subject,
    text: letter(
      t,
      user.first_name,
      fill(t.accountDeletion.body, {
        day: mailDay(locale, request.purge_after),
        link: `${origin}${CANCEL_DELETION_PATH}?token=${token}`,
      }),
    ),
    language: locale.language,
  });
}

/**
 * Records the request, deactivates the account and ends its sessions at once. Her memberships
 * (with their roles) and RSVPs are held: she leaves every list and count at once (seats freed,
 * admin handed on), and they come back if she cancels. The purge job deletes the account and its
 * personal data permanently 30 days later, unless she cancels with the link of the confirmation
 * email (or an admin reactivates her account).
 */
export async function requestDeletion(
  { db, mailer, origin, cookies, acceptLanguage }: MailDeps & RequestOfHers,
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
    await holdMemberships(trx, { userId: user.id });
    await withdrawAllRequests(trx, { userId: user.id });
    await holdRsvps(trx, { userId: user.id });
    return row;
  });
  const requested = requestLanguage({ cookies, acceptLanguage });
  if (input.exportData) {
    // The member asked for a copy of their data: it goes to the address on the account, as an
    // attachment, which the outbox never keeps (the copy must not outlive the account).
    const data = await exportData(db, user);
    const { language } = await mailLocaleOf(db, user.id, requested);
    const t = textsOf(language).accountDeletion;
    await mailer.send({
      to: user.email,
      subject: t.exportSubject,
      text: t.exportText,
      language,
      attachments: [
        {
          filename: `hercircle-data-${now.toISOString().slice(0, 10)}.json`,
          content: JSON.stringify(data, null, 2),
        },
      ],
    });
  }
  await sendCancelLink({ db, mailer, origin }, user, request, requested);
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

/** What a valid cancel link can still do: cancel a pending deletion, or say it is done. */
export type CancelLinkState = 'pending' | 'kept';

function cancelLinkState(
  request: Awaited<ReturnType<typeof q.findDeletionRequest>>,
  now: Date,
): CancelLinkState {
  if (!request?.user_id || request.purged_at) throw new AppError('BAD_REQUEST', INVALID_CANCEL);
  // Pressed again (twice in a hurry, or the email opened later): the account is kept, and says so.
  if (request.cancelled_at) {
    if (request.status === 'active') return 'kept';
    throw new AppError('BAD_REQUEST', INVALID_CANCEL);
  }
  if (request.purge_after <= now) throw new AppError('BAD_REQUEST', INVALID_CANCEL);
  return 'pending';
}

/**
 * Opening the cancel link (a mail scanner may do it) changes nothing: it only says whether the
 * link would still work, so an expired or forged link is refused before its button is shown.
 */
export async function checkCancelDeletionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<CancelLinkState> {
  const requestId = await cancelRequestId(db, token);
  return cancelLinkState(await q.findDeletionRequest(db, requestId), now);
}

/**
 * The button of the cancel link's page: within the 30 days it reactivates the account and gives
 * back what was held, so the purge has nothing to do. Pressed again it answers that the account is
 * kept; anything else is one clear 400.
 */
export async function cancelDeletionByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<CancelLinkState> {
  const requestId = await cancelRequestId(db, token);
  return db.transaction().execute(async (trx) => {
    const request = await q.findDeletionRequest(trx, requestId, true);
    const state = cancelLinkState(request, now);
    if (state === 'pending' && request?.user_id) {
      await q.reactivateUser(trx, request.user_id);
      await keepAccount(trx, request.user_id, now);
    }
    return state;
  });
}

/** She stays: her pending request is marked cancelled and her memberships and RSVPs come back. */
async function keepAccount(trx: Db, userId: number, now: Date): Promise<void> {
  await q.markDeletionRequestsCancelled(trx, userId, now);
  await restoreMemberships(trx, { userId });
  await restoreRsvps(trx, { userId }, now);
}

/** An admin reactivated the account (inside her transaction): its pending deletion is off too. */
export async function cancelPendingDeletion(trx: Db, input: { userId: number }): Promise<void> {
  await keepAccount(trx, input.userId, new Date());
}

/**
 * The refusal a sign-in with the right password gets while her deletion is pending: the day it is
 * due and how to keep the account. The cancel link is mailed again (at most once an hour), in case
 * the first email is gone. Only a right password gets here, so it tells a stranger nothing.
 * Undefined when no deletion is pending (an admin deactivated the account).
 */
export async function pendingDeletionRefusal(
  deps: MailDeps & RequestOfHers,
  user: { id: number; email: string; first_name: string },
  now = new Date(),
): Promise<AppError | undefined> {
  const request = await q.findPendingDeletionOfUser(deps.db, user.id, now);
  if (!request) return undefined;
  const resend = { key: `deletion-link:user:${user.id}`, max: 1, windowSeconds: 3600 };
  const sent = await tryHit(deps.db, resend);
  if (sent) await sendCancelLink(deps, user, request, requestLanguage(deps));
  const day = (language: Language) => purgeDay(request.purge_after, language);
  return new AppError(
    'FORBIDDEN',
    sent
      ? msg(
          'Your account is set to be deleted on {{day}}. To keep it, open the link in the email we have just sent you.',
          { day },
        )
      : msg(
          'Your account is set to be deleted on {{day}}. To keep it, open the link in the email we sent you (we send it again at most once an hour).',
          { day },
        ),
  );
}

/**
 * Personal data with a short purpose: outbox mail (old rows, expired reset links), rate limit
 * windows, idempotency keys (a day), expired sessions and sign-in challenges. Every step is
 * idempotent, so server processes may overlap.
 */
export async function pruneExpiredData(db: Db, now: Date = new Date()) {
  const outbox = await pruneOutbox(db, now);
  const rateLimits = await pruneRateLimits(db, now);
  const idempotencyKeys = await pruneIdempotencyKeys(db, now);
  await deleteExpiredSessions(db);
  await pruneChallenges(db, now);
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
        // without an admin. What was held for her is let go. Posts, messages, sessions and
        // pictures cascade with the user row.
        await leaveAllGroups(trx, { userId });
        await releaseHeldMemberships(trx, { userId });
        await releaseHeldRsvps(trx, { userId });
        await q.deleteCancelledDeletionRequestsOfUser(trx, userId);
        await q.deleteUser(trx, userId);
      }
      await q.markDeletionRequestPurged(trx, request.id, now);
    });
  }
  return due.length;
}
