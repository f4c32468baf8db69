// What the notification-email tests share: a server on a fresh database, a group where Fay replies
// to members' posts, and each member's mail as the outbox holds it.
import { expect } from 'vitest';
import type { EmailFrequency } from '@hercircle/shared';
import { createTestDatabase } from './db.ts';
import { auth, createHarness, signUp, type TestUser } from './harness.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { sendNotificationEmails } from '../src/features/notifications/notification-emails.ts';

export const ORIGIN = 'https://hercircle.example';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const silent = { info: () => undefined, warn: () => undefined };

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json(): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type EmailWorld = Awaited<ReturnType<typeof emailWorld>>;

export async function emailWorld() {
  const db = await createTestDatabase();
  const h = await createHarness(db, { RATE_LIMIT_POST_PER_USER: '1000' });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    who?: TestUser,
    payload?: object,
  ) =>
    h.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: who ? auth(who.token) : {},
      ...(payload ? { payload } : {}),
    }) as unknown as Promise<Res>;

  const owner = await signUp(h, { first_name: 'Olu' });
  const groupName = `Career Changers ${Date.now()}`;
  const created = await call('POST', '/community/groups', owner, {
    name: groupName,
    description: 'For anyone starting over at work',
  });
  const groupId = created.json().data.group.id as number;
  const anonymous = await call('PUT', `/community/groups/${groupId}`, owner, {
    allow_anonymous: true,
  });
  expect(anonymous.statusCode).toBe(200);
  const fay = await signUp(h, { first_name: 'Fay' });
  await call('POST', `/community/groups/${groupId}/join`, fay);

  const mailer = () =>
    createMailer(h.db, { from: 'HerCircle <test@hercircle.local>', log: silent });
  const choose = (m: TestUser, email_frequency: EmailFrequency) =>
    h.db.updateTable('users').set({ email_frequency }).where('id', '=', m.id).execute();

  return {
    h,
    url: db.url,
    fay,
    groupId,
    groupName,
    call,
    mailer,
    choose,
    send: (now: Date) => sendNotificationEmails(h.db, mailer(), { origin: ORIGIN, now }),
    /** A member of the group named Amara who chose `frequency`. */
    async member(frequency: EmailFrequency): Promise<TestUser> {
      const m = await signUp(h, { first_name: 'Amara' });
      await choose(m, frequency);
      await call('POST', `/community/groups/${groupId}/join`, m);
      return m;
    },
    async postBy(author: TestUser): Promise<number> {
      const res = await call('POST', `/community/groups/${groupId}/posts`, author, {
        content: 'Has anyone switched careers after forty?',
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.post.id as number;
    },
    async replyTo(postId: number, who: TestUser, anonymous = false): Promise<number> {
      const res = await call('POST', `/community/posts/${postId}/replies`, who, {
        content: 'I did, at forty-two.',
        ...(anonymous ? { anonymous: true } : {}),
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.reply.id as number;
    },
    /** Her mail after signing up (the sign-up's address-confirmation email left out). */
    mailTo: (m: TestUser) =>
      h.db
        .selectFrom('outbox_emails')
        .select(['subject', 'body_text'])
        .where('to_address', '=', m.email)
        .where('subject', '<>', 'Confirm your HerCircle email address')
        .orderBy('id')
        .execute(),
    close: () => h.close(),
  };
}
