// Notification emails by email_frequency, read from the outbox as a member would read her mail.
// The clock is moved by handing the task its `now`; nothing sleeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailFrequency } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { openDatabase } from '../../db/index.ts';
import { runDueJobs } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mailer.ts';
import {
  notificationEmailsTask,
  notificationLine,
  sendNotificationEmails,
} from './notification-emails.ts';

const ORIGIN = 'https://hercircle.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const silent = { info: () => undefined, warn: () => undefined };

let h: Harness;
let url: string;
let fay: TestUser;
let groupId: number;
let groupName: string;

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json(): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  who?: TestUser,
  payload?: object,
) {
  return h.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: who ? auth(who.token) : {},
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Res>;
}

const mailer = () => createMailer(h.db, { from: 'HerCircle <test@hercircle.local>', log: silent });
const send = (now: Date) => sendNotificationEmails(h.db, mailer(), { origin: ORIGIN, now });

const choose = (m: TestUser, email_frequency: EmailFrequency) =>
  h.db.updateTable('users').set({ email_frequency }).where('id', '=', m.id).execute();

async function member(frequency: EmailFrequency): Promise<TestUser> {
  const m = await signUp(h, { first_name: 'Amara' });
  await choose(m, frequency);
  await call('POST', `/community/groups/${groupId}/join`, m);
  return m;
}

async function postBy(author: TestUser): Promise<number> {
  const res = await call('POST', `/community/groups/${groupId}/posts`, author, {
    content: 'Has anyone switched careers after forty?',
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.post.id as number;
}

async function replyTo(postId: number, who: TestUser, anonymous = false): Promise<number> {
  const res = await call('POST', `/community/posts/${postId}/replies`, who, {
    content: 'I did, at forty-two.',
    ...(anonymous ? { anonymous: true } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.reply.id as number;
}

const mailTo = (m: TestUser) =>
  h.db
    .selectFrom('outbox_emails')
    .select(['subject', 'body_text'])
    .where('to_address', '=', m.email)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  const db = await createTestDatabase();
  url = db.url;
  h = await createHarness(db, { RATE_LIMIT_POST_PER_USER: '1000' });
  const owner = await signUp(h, { first_name: 'Olu' });
  groupName = `Career Changers ${Date.now()}`;
  const res = await call('POST', '/community/groups', owner, {
    name: groupName,
    description: 'For anyone starting over at work',
  });
  groupId = res.json().data.group.id as number;
  const anonymous = await call('PUT', `/community/groups/${groupId}`, owner, {
    allow_anonymous: true,
  });
  expect(anonymous.statusCode).toBe(200);
  fay = await signUp(h, { first_name: 'Fay' });
  await call('POST', `/community/groups/${groupId}/join`, fay);
});
afterAll(() => h?.close());

describe('immediate', () => {
  it('sends one email per notification, naming the event, linking to it, with an unsubscribe link', async () => {
    const amara = await member('immediate');
    const post = await postBy(amara);
    await replyTo(post, fay);
    await replyTo(post, fay, true);
    const now = new Date();
    await send(now);
    await send(new Date(now.getTime() + 60_000));

    const mails = await mailTo(amara);
    expect(mails.map((m) => m.subject)).toEqual([
      `Fay replied to your post in ${groupName}`,
      `A member replied to your post in ${groupName}`,
    ]);
    const text = mails[0]?.body_text ?? '';
    expect(text).toContain(`${ORIGIN}/community/group/${groupId}#post-${post}`);
    expect(text).toMatch(/\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+/);
    expect(mails[1]?.body_text).not.toContain('Fay');
    const marked = await h.db
      .selectFrom('notifications')
      .select('emailed_at')
      .where('user_id', '=', amara.id)
      .execute();
    expect(marked.map((n) => n.emailed_at?.getTime())).toEqual([now.getTime(), now.getTime()]);
  });

  it('sends nothing for a notification read first, or whose reply is deleted', async () => {
    const amara = await member('immediate');
    const post = await postBy(amara);
    await replyTo(post, fay);
    expect((await call('POST', '/notifications/read-all', amara)).statusCode).toBe(200);
    const gone = await replyTo(post, fay);
    expect((await call('DELETE', `/community/replies/${gone}`, fay)).statusCode).toBe(200);
    await send(new Date());
    expect(await mailTo(amara)).toEqual([]);
  });

  it('mails no backlog older than a day one by one (she switched from daily or off)', async () => {
    const amara = await member('off');
    await replyTo(await postBy(amara), fay);
    await choose(amara, 'immediate');
    await send(new Date(Date.now() + 2 * DAY));
    expect(await mailTo(amara)).toEqual([]);
  });
});

describe('the line about a notification', () => {
  it('counts the others in a batch of reactions and says what was reacted to', () => {
    const base = {
      id: 1,
      kind: 'reaction',
      url: '/',
      actor_first_name: 'Amara',
      group_name: 'Hikers',
    };
    const line = (target_type: string, actor_count: number) =>
      notificationLine({ ...base, target_type, actor_count });
    expect(line('post', 1)).toBe('Amara reacted to your post in Hikers');
    expect(line('post', 2)).toBe('Amara and 1 other reacted to your post in Hikers');
    expect(line('reply', 4)).toBe('Amara and 3 others reacted to your reply in Hikers');
  });
});

describe('daily', () => {
  it('sends one digest a day of everything unread and not yet emailed', async () => {
    const amara = await member('daily');
    const post = await postBy(amara);
    await replyTo(post, fay);
    const t0 = new Date();
    await send(t0);
    let mails = await mailTo(amara);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your HerCircle digest: 1 new notification');
    expect(mails[0]?.body_text).toContain(`- Fay replied to your post in ${groupName}`);

    // The same day: a new reply waits for tomorrow's digest.
    await replyTo(post, fay, true);
    await send(new Date(t0.getTime() + 2 * HOUR));
    await send(new Date(t0.getTime() + 20 * HOUR));
    expect(await mailTo(amara)).toHaveLength(1);

    await send(new Date(t0.getTime() + DAY));
    mails = await mailTo(amara);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain(`- A member replied to your post in ${groupName}`);
    expect(mails[1]?.body_text).not.toContain('Fay replied');

    // The next day, nothing new: no digest.
    await send(new Date(t0.getTime() + 2 * DAY));
    expect(await mailTo(amara)).toHaveLength(2);
  });
});

describe('off and closed accounts', () => {
  it('sends nothing to a member who chose off, nor to a deactivated account', async () => {
    const off = await member('off');
    const leaving = await member('immediate');
    for (const m of [off, leaving]) await replyTo(await postBy(m), fay);
    await h.db
      .updateTable('users')
      .set({ status: 'inactive', deactivated_at: new Date() })
      .where('id', '=', leaving.id)
      .execute();
    const now = Date.now();
    for (const later of [0, DAY, 3 * DAY]) await send(new Date(now + later));
    expect(await mailTo(off)).toEqual([]);
    expect(await mailTo(leaving)).toEqual([]);
  });
});

describe('several server processes', () => {
  it('send each email once when their job runners tick at the same moment', async () => {
    const amara = await member('immediate');
    const post = await postBy(amara);
    for (let i = 0; i < 3; i += 1) await replyTo(post, fay);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
    try {
      const now = new Date();
      const ran = await Promise.all(
        handles.map((p) =>
          runDueJobs(
            p.db,
            [notificationEmailsTask(p.db, mailer(), { origin: ORIGIN, tickMs: 30_000 })],
            {
              now,
            },
          ),
        ),
      );
      expect(ran.flat()).toEqual(['notification-emails']);
      expect(await mailTo(amara)).toHaveLength(3);
    } finally {
      await Promise.all(handles.map((p) => p.close()));
    }
  });
});

describe('the unsubscribe link', () => {
  const linkIn = (text: string) => {
    const match =
      /https:\/\/hercircle\.example(\/api\/v1\/notifications\/unsubscribe\?token=\S+)/.exec(text);
    if (!match?.[1]) throw new Error('no unsubscribe link in the email');
    return match[1];
  };

  it('turns notification emails off, signed out, with a page that says so', async () => {
    const amara = await member('immediate');
    const post = await postBy(amara);
    await replyTo(post, fay);
    await send(new Date());
    const link = linkIn((await mailTo(amara))[0]?.body_text ?? '');
    const res = (await h.app.inject({ method: 'GET', url: link })) as unknown as Res;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You won’t get notification emails any more');
    const row = await h.db
      .selectFrom('users')
      .select('email_frequency')
      .where('id', '=', amara.id)
      .executeTakeFirstOrThrow();
    expect(row.email_frequency).toBe('off');

    await replyTo(post, fay);
    await send(new Date(Date.now() + DAY));
    expect(await mailTo(amara)).toHaveLength(1);
  });

  it('answers 400 with a clear message for a missing, mangled or forged token', async () => {
    const amara = await member('immediate');
    await replyTo(await postBy(amara), fay);
    await send(new Date());
    const link = linkIn((await mailTo(amara))[0]?.body_text ?? '');
    const signature = link.split('.').pop() ?? '';
    const forged = `/api/v1/notifications/unsubscribe?token=${fay.id}.${signature}`;
    for (const path of [
      '/api/v1/notifications/unsubscribe',
      '/api/v1/notifications/unsubscribe?token=nonsense',
      `${link.slice(0, -2)}xx`,
      forged,
    ]) {
      const res = (await h.app.inject({ method: 'GET', url: path })) as unknown as Res;
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(res.json().message).toMatch(/unsubscribe link/);
    }
    const page = (await h.app.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html,application/xhtml+xml' },
    })) as unknown as Res;
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid');
    const rows = await h.db
      .selectFrom('users')
      .select(['id', 'email_frequency'])
      .where('id', 'in', [fay.id, amara.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.email_frequency)).toEqual(['daily', 'immediate']);
  });
});
