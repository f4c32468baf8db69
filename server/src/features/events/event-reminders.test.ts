// The 24-hours-before reminder: sent once per event, also when two server processes run the job
// at the same moment, and never for a cancelled event or one further ahead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { openDatabase, type DbHandle } from '../../db/index.ts';
import { runDueJobs } from '../../lib/jobs.ts';
import { eventRemindersTask, sendEventReminders } from './event-reminders.ts';
import { setRsvp } from './events.queries.ts';
import { insertEvent } from './events-write.queries.ts';

const HOUR = 3_600_000;
let one: DbHandle & { url: string };
let two: DbHandle;
let members: number[];

async function event(startsIn: number, at: Date) {
  const starts = new Date(at.getTime() + startsIn);
  const id = await insertEvent(one.db, {
    title: `Reminder test ${startsIn} ${Math.random()}`,
    description: 'Soon',
    category: 'Community',
    starts_at: starts,
    ends_at: new Date(starts.getTime() + HOUR),
    timezone: 'Europe/London',
    area: 'Online',
    location: null,
    online_url: 'https://meet.example.org/soon',
    capacity: null,
    group_id: null,
    organiser_id: null,
    is_featured: false,
    price_label: null,
  });
  await setRsvp(one.db, id, members[0]!, 'going');
  await setRsvp(one.db, id, members[1]!, 'going');
  await setRsvp(one.db, id, members[2]!, 'interested');
  return id;
}

async function reminders(eventId: number) {
  const rows = await one.db
    .selectFrom('notifications')
    .select(['user_id', 'url'])
    .where('kind', '=', 'event_reminder')
    .where('target_id', '=', eventId)
    .orderBy('user_id')
    .execute();
  return rows;
}

beforeAll(async () => {
  one = await createTestDatabase();
  // A second server process: its own pool on the same database.
  two = await openDatabase({ databaseUrl: one.url, poolSize: 5 });
  const rows = await one.db
    .insertInto('users')
    .values(
      [0, 1, 2].map((i) => ({
        email: `reminded${i}-${Date.now()}@example.com`,
        password_hash: null,
        first_name: `Guest${i}`,
        last_name: 'Reminded',
      })),
    )
    .returning('id')
    .execute();
  members = rows.map((r) => r.id);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('event reminders', () => {
  it('go to going members once, 24 hours ahead, across two processes and later runs', async () => {
    const now = new Date(Date.now() + 30 * 24 * HOUR);
    const soon = await event(23 * HOUR, now);
    const later = await event(25 * HOUR, now);
    const cancelled = await event(2 * HOUR, now);
    await one.db
      .updateTable('events')
      .set({ cancelled_at: now })
      .where('id', '=', cancelled)
      .execute();

    // Both processes run the job at the same moment: the lease lets one of them run it.
    const ran = await Promise.all([
      runDueJobs(one.db, [eventRemindersTask(one.db)], { now }),
      runDueJobs(two.db, [eventRemindersTask(two.db)], { now }),
    ]);
    expect(ran.flat()).toEqual(['event-reminders']);
    const going = [members[0], members[1]].map((user_id) => ({ user_id, url: `/events/${soon}` }));
    expect(await reminders(soon)).toEqual(going);
    expect(await reminders(later)).toEqual([]);
    expect(await reminders(cancelled)).toEqual([]);

    // Two hours on (the clock moved): the later event is now within a day; the first is not sent again.
    const after = new Date(now.getTime() + 2 * HOUR);
    await Promise.all([
      runDueJobs(one.db, [eventRemindersTask(one.db)], { now: after }),
      runDueJobs(two.db, [eventRemindersTask(two.db)], { now: after }),
    ]);
    expect(await reminders(soon)).toEqual(going);
    expect(await reminders(later)).toHaveLength(2);
  });

  it('even run at once outside the job lease, each reminder is claimed by one process', async () => {
    const now = new Date(Date.now() + 60 * 24 * HOUR);
    const id = await event(HOUR, now);
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendEventReminders(i % 2 ? two.db : one.db, now)),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders(id)).toHaveLength(2);
  });
});
