// Notification emails by email_frequency, read from the outbox as a member would read her mail.
// The clock is moved by handing the task its `now`; nothing sleeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type TestUser } from '../../../test/harness.ts';
import { openDatabase } from '../../db/index.ts';
import { runDueJobs } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mailer.ts';
import { fakeSmtp } from '../../../test/fake-smtp.ts';
import {
  notificationEmailsTask,
  notificationLine,
  sendNotificationEmails,
} from './notification-emails.ts';
import {
  DAY,
  HOUR,
  ORIGIN,
  emailWorld,
  type EmailWorld,
} from '../../../test/notification-emails-world.ts';

let w: EmailWorld;
let fay: TestUser;
beforeAll(async () => {
  w = await emailWorld();
  fay = w.fay;
});
afterAll(() => w?.close());

describe('immediate', () => {
  it('sends one email per notification, naming the event, linking to it, with an unsubscribe link', async () => {
    const amara = await w.member('immediate');
    const post = await w.postBy(amara);
    await w.replyTo(post, fay);
    await w.replyTo(post, fay, true);
    const now = new Date();
    await w.send(now);
    await w.send(new Date(now.getTime() + 60_000));

    const mails = await w.mailTo(amara);
    expect(mails.map((m) => m.subject)).toEqual([
      `Fay replied to your post in ${w.groupName}`,
      `A member replied to your post in ${w.groupName}`,
    ]);
    const text = mails[0]?.body_text ?? '';
    expect(text).toContain(`${ORIGIN}/community/group/${w.groupId}#post-${post}`);
    expect(text).toMatch(/\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+/);
    expect(mails[1]?.body_text).not.toContain('Fay');
    const marked = await w.h.db
      .selectFrom('notifications')
      .select('emailed_at')
      .where('user_id', '=', amara.id)
      .execute();
    expect(marked.map((n) => n.emailed_at?.getTime())).toEqual([now.getTime(), now.getTime()]);
  });

  it('sends nothing for a notification read first, or whose reply is deleted', async () => {
    const amara = await w.member('immediate');
    const post = await w.postBy(amara);
    await w.replyTo(post, fay);
    expect((await w.call('POST', '/notifications/read-all', amara)).statusCode).toBe(200);
    const gone = await w.replyTo(post, fay);
    expect((await w.call('DELETE', `/community/replies/${gone}`, fay)).statusCode).toBe(200);
    await w.send(new Date());
    expect(await w.mailTo(amara)).toEqual([]);
  });

  it('mails no backlog older than a day one by one (she switched from daily or off)', async () => {
    const amara = await w.member('off');
    await w.replyTo(await w.postBy(amara), fay);
    await w.choose(amara, 'immediate');
    await w.send(new Date(Date.now() + 2 * DAY));
    expect(await w.mailTo(amara)).toEqual([]);
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

  it('says what became of an event, as the bell does', () => {
    const event = (kind: string) =>
      notificationLine({
        id: 1,
        kind,
        url: '/events/1',
        actor_first_name: null,
        group_name: null,
        target_type: 'event',
        actor_count: 1,
      });
    expect(event('event_promoted')).toBe('A place opened up: you are going to the event');
    expect(event('event_changed')).toBe('An event you responded to has a new time or place');
    expect(event('event_cancelled')).toBe('An event you responded to was cancelled');
  });
});

/** The next `hour`:00 UTC after now: a daily digest goes out at 17:00 her time (UTC by default). */
function nextUtcHour(hour: number): Date {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

describe('daily', () => {
  it('sends one digest a day of everything unread and not yet emailed', async () => {
    const amara = await w.member('daily');
    const post = await w.postBy(amara);
    await w.replyTo(post, fay);
    const t0 = nextUtcHour(17);
    await w.send(new Date(t0.getTime() - 60_000));
    expect(await w.mailTo(amara)).toHaveLength(0);
    await w.send(t0);
    let mails = await w.mailTo(amara);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your HerCircle digest: 1 new notification');
    expect(mails[0]?.body_text).toContain(`- Fay replied to your post in ${w.groupName}`);

    // The same day: a new reply waits for tomorrow's digest.
    await w.replyTo(post, fay, true);
    await w.send(new Date(t0.getTime() + 2 * HOUR));
    await w.send(new Date(t0.getTime() + 20 * HOUR));
    expect(await w.mailTo(amara)).toHaveLength(1);

    await w.send(new Date(t0.getTime() + DAY));
    mails = await w.mailTo(amara);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain(`- A member replied to your post in ${w.groupName}`);
    expect(mails[1]?.body_text).not.toContain('Fay replied');

    // The next day, nothing new: no digest.
    await w.send(new Date(t0.getTime() + 2 * DAY));
    expect(await w.mailTo(amara)).toHaveLength(2);
  });
});

describe('her time zone', () => {
  it('sends a daily digest at 17:00 in Tokyo and in Lima, each at its own time, and none when empty', async () => {
    const tokyo = await w.member('daily');
    const lima = await w.member('daily');
    const quiet = await w.member('daily');
    for (const [m, zone] of [
      [tokyo, 'Asia/Tokyo'],
      [lima, 'America/Lima'],
      [quiet, 'Asia/Tokyo'],
    ] as const) {
      const res = await w.h.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me/preferences',
        headers: auth(m.token),
        payload: { time_zone: zone },
      });
      expect(res.statusCode).toBe(200);
    }
    await w.replyTo(await w.postBy(tokyo), fay);
    await w.replyTo(await w.postBy(lima), fay);
    // 17:00 in Tokyo (UTC+9, no summer time) is 08:00 UTC; in Lima (UTC-5) 22:00 UTC.
    const tokyoFive = nextUtcHour(8);
    const limaFive = nextUtcHour(22);
    const counts = async () => ({
      tokyo: (await w.mailTo(tokyo)).length,
      lima: (await w.mailTo(lima)).length,
      quiet: (await w.mailTo(quiet)).length,
    });
    // Whichever 17:00 comes first, that member's digest goes then, and the other's not before hers.
    const [first, second] = [
      { zone: 'tokyo', at: tokyoFive },
      { zone: 'lima', at: limaFive },
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const minuteBefore = (d: Date) => new Date(d.getTime() - 60_000);
    await w.send(minuteBefore(first!.at));
    expect(await counts()).toEqual({ tokyo: 0, lima: 0, quiet: 0 });
    await w.send(first!.at);
    await w.send(minuteBefore(second!.at));
    expect(await counts()).toEqual({ [first!.zone]: 1, [second!.zone]: 0, quiet: 0 });
    await w.send(second!.at);
    expect(await counts()).toEqual({ tokyo: 1, lima: 1, quiet: 0 });
    const [tokyoMail] = await w.mailTo(tokyo);
    expect(tokyoMail?.subject).toBe('Your HerCircle digest: 1 new notification');
  });
});

describe('a run', () => {
  it('serves every member due, batch after batch', async () => {
    const due = [await w.member('daily'), await w.member('immediate'), await w.member('daily')];
    for (const m of due) await w.replyTo(await w.postBy(m), fay);
    const now = nextUtcHour(17);
    await sendNotificationEmails(w.h.db, w.mailer(), { origin: ORIGIN, now, batch: 2 });
    for (const m of due) expect(await w.mailTo(m)).toHaveLength(1);
  });
});

describe('a mail server that fails', () => {
  const emailedAt = async (m: TestUser) =>
    (
      await w.h.db
        .selectFrom('notifications')
        .select('emailed_at')
        .where('user_id', '=', m.id)
        .execute()
    ).map((n) => n.emailed_at?.getTime() ?? null);
  const quiet = { info: () => undefined, warn: () => undefined };

  it('out of reach: her email waits for the next run instead of being counted as sent', async () => {
    const members = [await w.member('immediate'), await w.member('daily')];
    for (const m of members) await w.replyTo(await w.postBy(m), fay);
    // Nothing listens on port 1.
    const down = createMailer(w.h.db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@x.test',
      log: quiet,
    });
    const now = nextUtcHour(17);
    await sendNotificationEmails(w.h.db, down, { origin: ORIGIN, now });
    down.close();
    for (const m of members) expect(await emailedAt(m)).toEqual([null]);

    const later = new Date(now.getTime() + 60_000);
    await w.send(later);
    for (const m of members) expect(await emailedAt(m)).toEqual([later.getTime()]);
  });

  it('refusing her address for good: covered, not tried again and again', async () => {
    const amara = await w.member('immediate');
    await w.replyTo(await w.postBy(amara), fay);
    const smtp = await fakeSmtp({ refuse: [amara.email] });
    const refusing = createMailer(w.h.db, { smtpUrl: smtp.url, from: 'x@x.test', log: quiet });
    const now = new Date();
    try {
      await sendNotificationEmails(w.h.db, refusing, { origin: ORIGIN, now });
    } finally {
      refusing.close();
      smtp.close();
    }
    expect(await emailedAt(amara)).toEqual([now.getTime()]);
  });
});

describe('off and closed accounts', () => {
  it('sends nothing to a member who chose off, nor to a deactivated account', async () => {
    const off = await w.member('off');
    const leaving = await w.member('immediate');
    for (const m of [off, leaving]) await w.replyTo(await w.postBy(m), fay);
    await w.h.db
      .updateTable('users')
      .set({ status: 'inactive', deactivated_at: new Date() })
      .where('id', '=', leaving.id)
      .execute();
    const now = Date.now();
    for (const later of [0, DAY, 3 * DAY]) await w.send(new Date(now + later));
    expect(await w.mailTo(off)).toEqual([]);
    expect(await w.mailTo(leaving)).toEqual([]);

    // What came while she chose off is not mailed later: a digest starts from her new choice.
    await w.choose(off, 'daily');
    await w.send(new Date(now + 4 * DAY));
    expect(await w.mailTo(off)).toEqual([]);
    await w.replyTo(await w.postBy(off), fay);
    await w.send(new Date(now + 5 * DAY));
    expect((await w.mailTo(off)).map((m) => m.subject)).toEqual([
      'Your HerCircle digest: 1 new notification',
    ]);
  });
});

describe('several server processes', () => {
  it('send each email once when their job runners tick at the same moment', async () => {
    const amara = await w.member('immediate');
    const post = await w.postBy(amara);
    for (let i = 0; i < 3; i += 1) await w.replyTo(post, fay);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: w.url })));
    try {
      const now = new Date();
      const ran = await Promise.all(
        handles.map((p) =>
          runDueJobs(
            p.db,
            [notificationEmailsTask(p.db, w.mailer(), { origin: ORIGIN, tickMs: 30_000 })],
            {
              now,
            },
          ),
        ),
      );
      expect(ran.flat()).toEqual(['notification-emails']);
      expect(await w.mailTo(amara)).toHaveLength(3);
    } finally {
      await Promise.all(handles.map((p) => p.close()));
    }
  });
});
