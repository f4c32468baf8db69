import type { Kysely } from 'kysely';
import type { PushSubscribeInput, PushSubscription } from '@hercircle/shared';
import type { Language } from '@hercircle/shared/languages';
import type { Database } from '../../db/schema.ts';
import type { AuthSession, AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobTask } from '../../lib/jobs.ts';
import {
  notificationLine,
  unpushedNotifications,
  visibleIds,
} from '../notifications/notification-emails.ts';
import { sendPush, type PushPayload, type Vapid } from './push-send.ts';
import { fill, mailLocalesOf, textsOf } from '../../i18n/mail.ts';
import * as q from './push.queries.ts';

type Db = Kysely<Database>;

/** What arrives as a push (issue 34); the rest waits in her bell and her email. */
export const PUSH_KINDS = [
  'reply',
  'mention',
  'message_request',
  'event_reminder',
  'moderation_decision',
] as const;
/** A notification not pushed within this long (a server that was down) is not pushed late. */
const PUSH_WINDOW_MS = 60 * 60_000;
const MEMBERS_PER_RUN = 200;
/** Notifications one push speaks of; more are "and N more". */
const PER_MEMBER = 20;

const NOT_FOUND = 'No such push subscription on your account';

export async function publicKey(db: Db): Promise<string> {
  return (await q.vapidKeys(db)).publicKey;
}

export async function listSubscriptions(
  db: Db,
  user: AuthUser,
  session: AuthSession,
): Promise<PushSubscription[]> {
  const rows = await q.listSubscriptions(db, user.id);
  return rows.map((r) => ({
    id: r.id,
    previews: r.previews,
    browser: r.browser,
    os: r.os,
    created_at: new Date(r.created_at).toISOString(),
    current: r.session_id === session.id,
  }));
}

/** Turns pushes on for this browser, tied to this session: ending it ends them. */
export async function subscribe(
  db: Db,
  user: AuthUser,
  session: AuthSession,
  input: PushSubscribeInput,
): Promise<PushSubscription> {
  const id = await q.upsertSubscription(db, {
    user_id: user.id,
    session_id: session.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    previews: input.previews ?? false,
  });
  const mine = await listSubscriptions(db, user, session);
  return mine.find((s) => s.id === id)!;
}

export async function setPreviews(
  db: Db,
  user: AuthUser,
  session: AuthSession,
  input: { id: number; previews: boolean },
): Promise<PushSubscription> {
  if (!(await q.setPreviews(db, user.id, input.id, input.previews)))
    throw new AppError('NOT_FOUND', NOT_FOUND);
  const mine = await listSubscriptions(db, user, session);
  return mine.find((s) => s.id === input.id)!;
}

export async function unsubscribe(db: Db, user: AuthUser, id: number): Promise<void> {
  if (!(await q.deleteSubscription(db, user.id, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/**
 * What one push says, in her language: nothing about who or what unless she chose previews on
 * that browser ("New notification / You have a new notification", shared PUSH_NEUTRAL in English).
 */
function payloadFor(
  language: Language,
  previews: boolean,
  lines: { text: string; url: string }[],
): PushPayload {
  const t = textsOf(language).push;
  if (!previews) return { title: t.neutralTitle, body: t.neutralBody, url: '/notifications' };
  const [first] = lines;
  const more = lines.length - 1;
  return {
    title: 'HerCircle',
    body: more > 0 ? fill(t.more, { text: first!.text, count: more }) : first!.text,
    url: more > 0 ? '/notifications' : first!.url,
  };
}

/**
 * Pushes what is due at `now`: for each member with unpushed notifications of the pushed kinds
 * that she may still see, one push to each of her browsers. A notification is marked once it was
 * tried (a push is a nudge: her bell keeps it); a subscription the push service reports gone is
 * deleted.
 */
export async function sendDuePushes(
  db: Db,
  args: { now: Date; vapidSubject: string },
): Promise<number> {
  await q.coverUnpushable(db, {
    at: args.now,
    kinds: PUSH_KINDS,
    before: new Date(args.now.getTime() - PUSH_WINDOW_MS),
  });
  const members = await q.membersWithPushDue(db, MEMBERS_PER_RUN);
  if (members.length === 0) return 0;
  const keys = await q.vapidKeys(db);
  const vapid: Vapid = { subject: args.vapidSubject, ...keys };
  const locales = await mailLocalesOf(db, members);
  let sent = 0;
  for (const userId of members) {
    const language = locales.get(userId)?.language ?? 'en';
    const pending = await unpushedNotifications(db, userId, PER_MEMBER);
    const visible = await visibleIds(db, userId);
    const lines = pending
      .filter((n) => visible.has(n.id))
      .reverse()
      .map((n) => ({ text: notificationLine(n, language), url: n.url }));
    if (lines.length > 0) {
      for (const target of await q.subscriptionsOf(db, userId)) {
        const payload = payloadFor(language, target.previews, lines);
        const result = await sendPush(target, payload, vapid);
        if (result === 'gone') await q.deleteByEndpoint(db, target.endpoint);
        if (result === 'sent') sent += 1;
      }
    }
    await q.markPushed(
      db,
      userId,
      pending.map((n) => n.id),
      args.now,
    );
  }
  return sent;
}

/** The job: every half tick of any process, so a push follows its notification within seconds. */
export function pushTask(db: Db, args: { vapidSubject: string; tickMs: number }): JobTask {
  return {
    name: 'push-notifications',
    everyMs: args.tickMs / 2,
    leaseMs: 5 * 60_000,
    run: async (now) => {
      await sendDuePushes(db, { now, vapidSubject: args.vapidSubject });
    },
  };
}
