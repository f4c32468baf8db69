import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '@hercircle/shared/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobTask } from '../../lib/jobs.ts';
import type { Mailer, MailResult } from '../../lib/mailer.ts';
import { fill, localeFrom, plural, textsOf } from '../../i18n/mail.ts';
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

/**
 * One line of an email (or a push) about a notification, in her language; an anonymous or erased
 * actor is "A member".
 */
export function notificationLine(n: q.UnemailedNotification, language: Language = 'en'): string {
  const t = textsOf(language).notifications;
  const who = n.actor_first_name ?? t.someone;
  const where = n.group_name ? fill(t.inGroup, { group: n.group_name }) : '';
  const group = (otherwise: string) => n.group_name ?? otherwise;
  switch (n.kind) {
    case 'reply':
    case 'mention':
      return fill(t[n.kind], { who, where });
    case 'reaction': {
      // Reactions are batched into one notification: "Amara and 3 others".
      const others = n.actor_count - 1;
      const reply = n.target_type === 'reply';
      if (others <= 0) return fill(reply ? t.reactionReply : t.reactionPost, { who, where });
      const forms = reply ? t.reactionReplyOthers : t.reactionPostOthers;
      return plural(language, forms, others, { who, where });
    }
    case 'join_request':
      return fill(t.join_request, { who, group: group(t.yourGroup) });
    case 'request_approved':
    case 'request_declined':
      return fill(t[n.kind], { group: group(t.aGroup) });
    case 'message_request':
      return fill(t.message_request, { who });
    case 'group_admin_promoted':
    case 'group_admin_left':
      return fill(t[n.kind], { group: group(t.aGroupYouAreIn) });
    case 'group_welcome':
      return fill(t.group_welcome, { group: group(t.yourNewGroup) });
    default:
      return (t.kinds as Record<string, string>)[n.kind] ?? t.fallback;
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
  const t = textsOf(localeFrom(member).language).notifications;
  const how = member.email_frequency === 'immediate' ? t.immediateHow : t.dailyHow;
  const link = `${origin}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(db, member.id)}`;
  return {
    text: [
      '--',
      fill(t.settings, { how, link: `${origin}/settings` }),
      fill(t.stop, { link }),
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
  const { language } = localeFrom(member);
  const hi = fill(textsOf(language).hi, { name: member.first_name });
  for (const n of pending) {
    if (visible.has(n.id)) {
      const line = notificationLine(n, language);
      const result = await mailer.send({
        to: member.email,
        subject: line,
        text: `${hi}\n\n${line}\n${origin}${n.url}\n\n${end.text}\n`,
        headers: end.headers,
        kind: 'message',
        language,
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
  const { language } = localeFrom(member);
  const all = textsOf(language);
  const t = all.notifications;
  const lines = shown
    .slice(0, DIGEST_LINES)
    .map((n) => `- ${notificationLine(n, language)}\n  ${origin}${n.url}`);
  const more = shown.length - DIGEST_LINES;
  if (more > 0) lines.push(fill(t.digestMore, { count: more, link: `${origin}/notifications` }));
  const count = plural(language, t.digestCount, shown.length);
  const end = await footer(db, origin, member);
  const result = await mailer.send({
    to: member.email,
    subject: fill(t.digestSubject, { count }),
    text: `${fill(all.hi, { name: member.first_name })}\n\n${fill(t.digestIntro, { count })}\n\n${lines.join('\n')}\n\n${end.text}\n`,
    headers: end.headers,
    kind: 'message',
    link: `${origin}/notifications`,
    language,
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
