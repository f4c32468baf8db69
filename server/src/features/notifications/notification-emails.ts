import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NOTIFICATION_TEXTS } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobTask } from '../../lib/jobs.ts';
import type { Mailer, MailResult } from '../../lib/mailer.ts';
import * as q from './notification-emails.queries.ts';
import { listNotifications } from './notifications.queries.ts';

type Db = Kysely<Database>;

const DAY = 86_400_000;
/** Members read at a time, and emails one immediate member gets per batch (the rest: the next). */
const MEMBERS_PER_BATCH = 100;
const IMMEDIATE_PER_BATCH = 10;
/** Batches follow one another for at most this long per run, well inside the task's lease. */
const RUN_BUDGET_MS = 60_000;
/** Lines a digest lists; more are counted and left to /notifications. */
const DIGEST_LINES = 20;
const DIGEST_CANDIDATES = 200;

export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe';
const KEY_NAME = 'email_links';
const PURPOSE = 'notification-emails-off';

function mac(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

/** The one-click unsubscribe token: the member's id and its signature; it does not expire. */
export async function unsubscribeToken(db: Db, userId: number): Promise<string> {
  return `${userId}.${mac(await q.signingKey(db, KEY_NAME), userId)}`;
}

/** The member a valid unsubscribe token names; anything else is one clear 400. */
async function unsubscribeUserId(db: Db, token: string): Promise<number> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const userId = Number(match?.[1]);
  const given = Buffer.from(match?.[2] ?? '');
  const expected = match ? Buffer.from(mac(await q.signingKey(db, KEY_NAME), userId)) : null;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(
      'BAD_REQUEST',
      'This unsubscribe link is not valid. Copy the whole link from the email, or choose how often you get emails in Settings.',
    );
  return userId;
}

/** Opening the link (a mail scanner may do it) only checks it: a bad one is refused at once. */
export async function checkUnsubscribeToken(db: Db, token: string): Promise<void> {
  await unsubscribeUserId(db, token);
}

/** Turns notification emails off for the member a valid token names, signed in or not. */
export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  // An account erased since the email was sent gets no email anyway: the same answer.
  await q.turnEmailsOff(db, await unsubscribeUserId(db, token));
}

/** One line of an email about a notification; an anonymous or erased actor is "A member". */
export function notificationLine(n: q.UnemailedNotification): string {
  const who = n.actor_first_name ?? 'A member';
  const where = n.group_name ? ` in ${n.group_name}` : '';
  switch (n.kind) {
    case 'reply':
      return `${who} replied to your post${where}`;
    case 'mention':
      return `${who} mentioned you${where}`;
    case 'reaction': {
      // Reactions are batched into one notification: "Amara and 3 others".
      const others = n.actor_count - 1;
      const and = others > 0 ? ` and ${others} other${others === 1 ? '' : 's'}` : '';
      const item = n.target_type === 'reply' ? 'reply' : 'post';
      return `${who}${and} reacted to your ${item}${where}`;
    }
    case 'join_request':
      return `${who} asked to join ${n.group_name ?? 'your group'}`;
    case 'request_approved':
      return `Your request to join ${n.group_name ?? 'a group'} was approved`;
    case 'request_declined':
      return `Your request to join ${n.group_name ?? 'a group'} was declined`;
    case 'message_request':
      return `${who} sent you a message request`;
    case 'group_admin_promoted':
      return `The last admin of ${n.group_name ?? 'a group you are in'} left: you are now its admin`;
    case 'group_welcome':
      return `Welcome to ${n.group_name ?? 'your new group'}: its admins wrote you a welcome message`;
    case 'group_admin_left':
      return `The last admin of ${n.group_name ?? 'a group you are in'} left: its longest-standing member is now admin`;
    default:
      return (
        (NOTIFICATION_TEXTS as Record<string, string>)[n.kind] ?? 'You have a new notification'
      );
  }
}

/** Her unread notifications no push has covered yet, with what a push's preview says of them. */
export function unpushedNotifications(db: Db, userId: number, limit: number) {
  return q.unemailedNotifications(db, userId, limit, 'pushed_at');
}

type Member = Awaited<ReturnType<typeof q.membersWithMailDue>>[number];

/**
 * The end of every notification email and its RFC 8058 headers: mail clients offer their own
 * Unsubscribe button, which POSTs to the same link.
 */
async function footer(
  db: Db,
  origin: string,
  member: Member,
): Promise<{ text: string; headers: Record<string, string> }> {
  const how =
    member.email_frequency === 'immediate'
      ? 'You get an email for each notification.'
      : 'You get one email a day when you have unread notifications.';
  const link = `${origin}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(db, member.id)}`;
  return {
    text: [
      '--',
      `${how} Choose how often in Settings: ${origin}/settings`,
      `Stop notification emails in one click: ${link}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * What of her pending notifications she may still see (not blocked, muted, deleted or hidden) and
 * her filters keep in the bell.
 */
export async function visibleIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await listNotifications(db, userId, {
    unread: true,
    // What her notification filters put under Filtered waits there, unmailed.
    filtered: false,
    limit: DIGEST_CANDIDATES,
    offset: 0,
  });
  return new Set(rows.map((r) => r.id));
}

/**
 * A send the mail server did not take for now (unreachable, a 4xx). The notification stays
 * unmailed for the next run; one the server refuses for good is covered (she has her bell).
 */
const tryLater = (result: MailResult) => !result.ok && !result.permanent;

/** Each sends her mail due; false when the mail server is out of reach (see tryLater). */
async function sendImmediate(db: Db, mailer: Mailer, origin: string, member: Member, now: Date) {
  const pending = await q.unemailedNotifications(db, member.id, IMMEDIATE_PER_BATCH);
  const visible = await visibleIds(db, member.id);
  const end = await footer(db, origin, member);
  for (const n of pending) {
    if (visible.has(n.id)) {
      const line = notificationLine(n);
      const result = await mailer.send({
        to: member.email,
        subject: line,
        text: `Hi ${member.first_name},\n\n${line}\n${origin}${n.url}\n\n${end.text}\n`,
        headers: end.headers,
        kind: 'message',
      });
      if (tryLater(result)) return false;
    }
    // Marked one by one: a run cut short sends the rest next time, not these again.
    await q.markEmailed(db, { userId: member.id, ids: [n.id], at: now, digest: false });
  }
  return true;
}

async function sendDigest(db: Db, mailer: Mailer, origin: string, member: Member, now: Date) {
  const pending = await q.unemailedNotifications(db, member.id, DIGEST_CANDIDATES);
  const visible = await visibleIds(db, member.id);
  const shown = pending.filter((n) => visible.has(n.id));
  const ids = pending.map((n) => n.id);
  if (shown.length === 0) {
    // Nothing she may see: no digest, and these need no second look.
    await q.markEmailed(db, { userId: member.id, ids, at: now, digest: false });
    return true;
  }
  const lines = shown
    .slice(0, DIGEST_LINES)
    .map((n) => `- ${notificationLine(n)}\n  ${origin}${n.url}`);
  const more = shown.length - DIGEST_LINES;
  if (more > 0) lines.push(`and ${more} more: ${origin}/notifications`);
  const count = `${shown.length} new notification${shown.length === 1 ? '' : 's'}`;
  const end = await footer(db, origin, member);
  const result = await mailer.send({
    to: member.email,
    subject: `Your HerCircle digest: ${count}`,
    text: `Hi ${member.first_name},\n\nWhat you missed on HerCircle (${count}):\n\n${lines.join('\n')}\n\n${end.text}\n`,
    headers: end.headers,
    kind: 'message',
    link: `${origin}/notifications`,
  });
  if (tryLater(result)) return false;
  await q.markEmailed(db, { userId: member.id, ids, at: now, digest: true });
  return true;
}

/**
 * Sends the notification emails due at `now`: one per notification to immediate members, one
 * digest a day of everything unread and not yet emailed to daily members, none to the others.
 * Batch after batch until none is due (or the run's time is up: the next run goes on).
 */
export async function sendNotificationEmails(
  db: Db,
  mailer: Mailer,
  args: { origin: string; now: Date; batch?: number },
): Promise<void> {
  const started = Date.now();
  const batch = args.batch ?? MEMBERS_PER_BATCH;
  const dayAgo = new Date(args.now.getTime() - DAY);
  // Immediate mail is news: an older backlog (she was daily or off until now, or the server was
  // down) is not sent one by one; it stays unread in her bell.
  await q.coverUnmailable(db, { at: args.now, immediateBefore: dayAgo });
  for (;;) {
    const members = await q.membersWithMailDue(db, { now: args.now, limit: batch });
    for (const member of members) {
      const send = member.email_frequency === 'immediate' ? sendImmediate : sendDigest;
      // The mail server is out of reach: the others' mail would fail too; the next run retries.
      if (!(await send(db, mailer, args.origin, member, args.now))) return;
    }
    if (members.length < batch || Date.now() - started > RUN_BUDGET_MS) return;
  }
}

/**
 * The job. Run every `tickMs` (the runner's tick, 30 s by default) it is due again at each tick of
 * any process, so an immediate member hears within a minute.
 */
export function notificationEmailsTask(
  db: Db,
  mailer: Mailer,
  args: { origin: string; tickMs: number },
): JobTask {
  return {
    name: 'notification-emails',
    everyMs: args.tickMs / 2,
    leaseMs: 10 * 60_000,
    run: (now) => sendNotificationEmails(db, mailer, { origin: args.origin, now }),
  };
}
