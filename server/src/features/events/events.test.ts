import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createSession } from '../../auth/sessions.ts';
import { seedEvents, zonedTime } from '../../seed/events.ts';

let h: Harness;
let admin: TestUser;
let groupAdmin: TestUser;
let groupMember: TestUser;
let outsider: TestUser;
let groupId: number;

type Json = { data?: Record<string, unknown> } & Record<string, unknown>;
type Reply = { statusCode: number; headers: Record<string, unknown>; body: string; json(): Json };

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  }) as Promise<Reply>;
}

const DAY = 86_400_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);

function eventBody(extra: Record<string, unknown> = {}) {
  return {
    title: 'Money Moves Live',
    description: 'Budgeting, pensions and investing basics.',
    category: 'Finance',
    starts_at: inDays(10).toISOString(),
    ends_at: inDays(10, 2).toISOString(),
    timezone: 'Europe/London',
    area: 'Online',
    online_url: 'https://meet.example.org/money-moves',
    ...extra,
  };
}

async function create(token: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/events', token, eventBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { event: { id: number } }).event.id;
}

async function getEvent(id: number, token?: string) {
  const res = await call('GET', `/events/${id}`, token);
  return {
    status: res.statusCode,
    event: (res.json().data?.event ?? null) as Record<string, unknown> | null,
  };
}

/** Members made straight in the database, each with a session: fast enough for 60. */
async function crowd(n: number) {
  const users = await h.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `rsvp${i}-${Date.now()}-${Math.random()}@example.com`,
        password_hash: null,
        first_name: `Guest${i}`,
        last_name: 'Crowd',
      })),
    )
    .returning('id')
    .execute();
  return Promise.all(
    users.map(async (u) => ({ id: u.id, token: (await createSession(h.db, u.id)).token })),
  );
}

async function notificationsOf(userId: number, kind: string) {
  return h.db
    .selectFrom('notifications')
    .select(['target_id', 'url'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin', first_name: 'Nadia', last_name: 'Brooks' });
  groupAdmin = await signUp(h, { first_name: 'Grace', last_name: 'Admin' });
  groupMember = await signUp(h, { first_name: 'Mina', last_name: 'Okoro' });
  outsider = await signUp(h, { first_name: 'Olive', last_name: 'Outside' });
  const res = await call('POST', '/community/groups', groupAdmin.token, {
    name: `Events circle ${Date.now()}`,
    description: 'A circle that meets',
    is_private: true,
  });
  groupId = (res.json().data as { group: { id: number } }).group.id;
  await call('POST', `/community/groups/${groupId}/join`, groupMember.token);
  await call(
    'POST',
    `/community/groups/${groupId}/requests/${groupMember.id}/approve`,
    groupAdmin.token,
  );
});
afterAll(() => h.close());

describe('creating events', () => {
  it('site admins create site-wide events; members and group admins cannot', async () => {
    const id = await create(admin.token);
    const { event } = await getEvent(id);
    expect(event).toMatchObject({
      title: 'Money Moves Live',
      organiser: { first_name: 'Nadia' },
      group: null,
    });
    for (const who of [groupAdmin, outsider]) {
      const res = await call('POST', '/events', who.token, eventBody());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call('POST', '/events', undefined, eventBody())).statusCode).toBe(401);
  });

  it('a group admin creates events for her group only, and cannot feature them', async () => {
    const id = await create(groupAdmin.token, { group_id: groupId });
    expect((await getEvent(id, groupAdmin.token)).event).toMatchObject({
      group: { id: groupId },
      can_manage: true,
    });
    const plain = await call(
      'POST',
      '/events',
      groupMember.token,
      eventBody({ group_id: groupId }),
    );
    expect(plain.statusCode).toBe(403);
    const featured = await call(
      'POST',
      '/events',
      groupAdmin.token,
      eventBody({ group_id: groupId, featured: true }),
    );
    expect(featured.statusCode).toBe(403);
    const missing = await call(
      'POST',
      '/events',
      groupAdmin.token,
      eventBody({ group_id: 2_000_000 }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with the documented error body', async () => {
    const cases: Record<string, unknown>[] = [
      { ends_at: inDays(9).toISOString() },
      { online_url: null, location: null },
      { timezone: 'Mars/Olympus' },
      { online_url: 'javascript:alert(1)' },
      { starts_at: 'tomorrow' },
      { starts_at: inDays(-2).toISOString(), ends_at: inDays(-1).toISOString() },
      { capacity: 0 },
      { category: 'Parties' },
    ];
    for (const extra of cases) {
      const res = await call('POST', '/events', admin.token, eventBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });
});

describe('who sees what', () => {
  it("a group's events are for its members; public events for everyone", async () => {
    const groupEvent = await create(groupAdmin.token, { group_id: groupId, title: 'Circle walk' });
    const publicEvent = await create(admin.token, { title: 'Open evening' });
    expect((await getEvent(groupEvent)).status).toBe(404);
    expect((await getEvent(groupEvent, outsider.token)).status).toBe(404);
    expect((await getEvent(groupEvent, groupMember.token)).status).toBe(200);
    expect((await getEvent(groupEvent, admin.token)).status).toBe(200);
    const ids = async (token?: string) =>
      (
        (await call('GET', '/events?limit=100', token)).json().data as { events: { id: number }[] }
      ).events.map((e) => e.id);
    expect(await ids()).toContain(publicEvent);
    expect(await ids()).not.toContain(groupEvent);
    expect(await ids(outsider.token)).not.toContain(groupEvent);
    expect(await ids(groupMember.token)).toContain(groupEvent);
    expect(
      (await call('POST', `/events/${groupEvent}/rsvp`, outsider.token, { status: 'going' }))
        .statusCode,
    ).toBe(404);
  });

  it('the exact place and the online link only for going members and the organiser', async () => {
    const id = await create(admin.token, {
      area: 'Manchester',
      location: 'Manchester Central, Windmill St',
      online_url: 'https://meet.example.org/secret',
    });
    const hidden = { location: null, online_url: null, area: 'Manchester', is_online: true };
    expect((await getEvent(id)).event).toMatchObject(hidden);
    expect((await getEvent(id, outsider.token)).event).toMatchObject(hidden);
    await call('POST', `/events/${id}/rsvp`, outsider.token, { status: 'interested' });
    expect((await getEvent(id, outsider.token)).event).toMatchObject(hidden);
    const list = (await call('GET', '/events?limit=100', outsider.token)).json().data as {
      events: { id: number; online_url: string | null }[];
    };
    expect(list.events.find((e) => e.id === id)?.online_url).toBeNull();
    await call('POST', `/events/${id}/rsvp`, outsider.token, { status: 'going' });
    expect((await getEvent(id, outsider.token)).event).toMatchObject({
      location: 'Manchester Central, Windmill St',
      online_url: 'https://meet.example.org/secret',
      my_rsvp: { status: 'going', waitlist_position: null },
    });
    expect((await getEvent(id, admin.token)).event).toMatchObject({
      online_url: 'https://meet.example.org/secret',
    });
  });
});

describe('RSVPs and the waitlist', () => {
  it('60 concurrent RSVPs on 20 seats: 20 going, 40 waitlisted in arrival order; a cancellation promotes the first', async () => {
    const id = await create(admin.token, { capacity: 20, title: 'Small room' });
    const guests = await crowd(60);
    const answers = await Promise.all(
      guests.map((g) => call('POST', `/events/${id}/rsvp`, g.token, { status: 'going' })),
    );
    const rsvps = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(200);
      return (a.json().data as { rsvp: { status: string; waitlist_position: number | null } }).rsvp;
    });
    expect(rsvps.filter((r) => r.status === 'going')).toHaveLength(20);
    const positions = rsvps
      .filter((r) => r.status === 'waitlisted')
      .map((r) => r.waitlist_position);
    expect(positions.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );

    const rows = await h.db
      .selectFrom('event_rsvps')
      .select(['user_id', 'status', 'seq'])
      .where('event_id', '=', id)
      .orderBy('seq')
      .execute();
    // Arrival order: every seat was taken before the first place on the waitlist.
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(20).fill('going'),
      ...Array(40).fill('waitlisted'),
    ]);
    // Each waitlisted member was told the place the table gives her.
    rows.slice(20).forEach((row, i) => {
      const at = guests.findIndex((g) => g.id === row.user_id);
      expect(rsvps[at]).toEqual({ status: 'waitlisted', waitlist_position: i + 1 });
    });

    const first = guests.find((g) => g.id === rows[20]?.user_id);
    const second = guests.find((g) => g.id === rows[21]?.user_id);
    const leaver = guests.find((g) => g.id === rows[0]?.user_id);
    if (!first || !second || !leaver) throw new Error('no such guest');
    expect((await call('DELETE', `/events/${id}/rsvp`, leaver.token)).statusCode).toBe(200);
    expect((await getEvent(id, first.token)).event).toMatchObject({
      my_rsvp: { status: 'going', waitlist_position: null },
      going_count: 20,
      waitlist_count: 39,
      online_url: 'https://meet.example.org/money-moves',
    });
    expect((await getEvent(id, second.token)).event).toMatchObject({
      my_rsvp: { status: 'waitlisted', waitlist_position: 1 },
    });
    expect(await notificationsOf(first.id, 'event_promoted')).toEqual([
      { target_id: id, url: `/events/${id}` },
    ]);
    expect(await notificationsOf(second.id, 'event_promoted')).toEqual([]);
    expect((await getEvent(id, leaver.token)).event).toMatchObject({ my_rsvp: null });
  });

  it('going again keeps the seat; interested gives it up to the waitlist; withdrawing twice is fine', async () => {
    const id = await create(admin.token, { capacity: 1 });
    const [a, b] = await crowd(2);
    if (!a || !b) throw new Error('no crowd');
    const rsvp = async (who: { token: string }, status: string) =>
      (await call('POST', `/events/${id}/rsvp`, who.token, { status })).json().data?.rsvp;
    expect(await rsvp(a, 'going')).toEqual({ status: 'going', waitlist_position: null });
    expect(await rsvp(a, 'going')).toEqual({ status: 'going', waitlist_position: null });
    expect(await rsvp(b, 'going')).toEqual({ status: 'waitlisted', waitlist_position: 1 });
    expect(await rsvp(b, 'going')).toEqual({ status: 'waitlisted', waitlist_position: 1 });
    expect(await rsvp(a, 'interested')).toEqual({ status: 'interested', waitlist_position: null });
    expect((await getEvent(id, b.token)).event).toMatchObject({
      my_rsvp: { status: 'going' },
      going_count: 1,
    });
    // Now full again: going puts a at the end of the waitlist.
    expect(await rsvp(a, 'going')).toEqual({ status: 'waitlisted', waitlist_position: 1 });
    for (let i = 0; i < 2; i++)
      expect((await call('DELETE', `/events/${id}/rsvp`, a.token)).statusCode).toBe(200);
    const bad = await call('POST', `/events/${id}/rsvp`, a.token, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('editing and cancelling', () => {
  it('the organiser and site admins edit; attendees hear of a new time, not of a reworded text', async () => {
    const id = await create(groupAdmin.token, { group_id: groupId, capacity: 1 });
    await call('POST', `/events/${id}/rsvp`, groupMember.token, { status: 'going' });
    expect(
      (await call('PUT', `/events/${id}`, groupMember.token, { title: 'Mine now' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/events/${id}`, outsider.token, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    const reworded = await call('PUT', `/events/${id}`, groupAdmin.token, {
      description: 'Bring a friend.',
    });
    expect(reworded.statusCode).toBe(200);
    expect(await notificationsOf(groupMember.id, 'event_changed')).toEqual([]);
    const moved = await call('PUT', `/events/${id}`, admin.token, {
      starts_at: inDays(11).toISOString(),
      ends_at: inDays(11, 3).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(await notificationsOf(groupMember.id, 'event_changed')).toHaveLength(1);
    const inverted = await call('PUT', `/events/${id}`, admin.token, {
      ends_at: inDays(1).toISOString(),
    });
    expect(inverted.statusCode).toBe(400);
  });

  it('a larger capacity lets the waitlist in', async () => {
    const id = await create(admin.token, { capacity: 1 });
    const [a, b] = await crowd(2);
    if (!a || !b) throw new Error('no crowd');
    await call('POST', `/events/${id}/rsvp`, a.token, { status: 'going' });
    await call('POST', `/events/${id}/rsvp`, b.token, { status: 'going' });
    await call('PUT', `/events/${id}`, admin.token, { capacity: 2 });
    expect((await getEvent(id, b.token)).event).toMatchObject({ my_rsvp: { status: 'going' } });
    expect(await notificationsOf(b.id, 'event_promoted')).toHaveLength(1);
  });

  it('a member who asks for her account to be deleted gives her seat to the waitlist at once', async () => {
    const id = await create(admin.token, { capacity: 1 });
    const [a, b] = await crowd(2);
    if (!a || !b) throw new Error('no crowd');
    await call('POST', `/events/${id}/rsvp`, a.token, { status: 'going' });
    await call('POST', `/events/${id}/rsvp`, b.token, { status: 'going' });
    const leaving = await call('POST', '/account/deletion-request', a.token, {
      confirmDataLoss: true,
      confirmPermanent: true,
      exportData: false,
    });
    expect(leaving.statusCode, leaving.body).toBe(201);
    expect((await getEvent(id, b.token)).event).toMatchObject({
      my_rsvp: { status: 'going' },
      going_count: 1,
    });
    expect(await notificationsOf(b.id, 'event_promoted')).toHaveLength(1);
  });

  it('cancelling tells everyone who responded, once; the event then takes no RSVPs', async () => {
    const id = await create(admin.token);
    const [a, b] = await crowd(2);
    if (!a || !b) throw new Error('no crowd');
    await call('POST', `/events/${id}/rsvp`, a.token, { status: 'going' });
    await call('POST', `/events/${id}/rsvp`, b.token, { status: 'interested' });
    expect((await call('DELETE', `/events/${id}`, outsider.token)).statusCode).toBe(403);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/events/${id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(
        (res.json().data as { event: { cancelled_at: string | null } }).event.cancelled_at,
      ).not.toBeNull();
    }
    expect(await notificationsOf(a.id, 'event_cancelled')).toHaveLength(1);
    expect(await notificationsOf(b.id, 'event_cancelled')).toHaveLength(1);
    const late = await call('POST', `/events/${id}/rsvp`, outsider.token, { status: 'going' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: 'This event was cancelled' });
    const listed = (await call('GET', '/events?limit=100')).json().data as {
      events: { id: number }[];
    };
    expect(listed.events.map((e) => e.id)).not.toContain(id);
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'event')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('attendees: organiser and site admins only, going first', async () => {
    const id = await create(groupAdmin.token, { group_id: groupId });
    await call('POST', `/events/${id}/rsvp`, groupMember.token, { status: 'interested' });
    await call('POST', `/events/${id}/rsvp`, groupAdmin.token, { status: 'going' });
    const res = await call('GET', `/events/${id}/attendees`, groupAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 2,
      attendees: [
        { id: groupAdmin.id, status: 'going', first_name: 'Grace' },
        { id: groupMember.id, status: 'interested', first_name: 'Mina' },
      ],
    });
    expect((await call('GET', `/events/${id}/attendees`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', `/events/${id}/attendees`, groupMember.token)).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('upcoming first, with online or in person, a time window and my events', async () => {
    const base = 400;
    const online = await create(admin.token, {
      starts_at: inDays(base + 2).toISOString(),
      ends_at: inDays(base + 2, 1).toISOString(),
    });
    const inPerson = await create(admin.token, {
      starts_at: inDays(base + 1).toISOString(),
      ends_at: inDays(base + 1, 1).toISOString(),
      online_url: null,
      area: 'Lagos',
      location: 'Yaba Hub',
    });
    const from = inDays(base).toISOString();
    const to = inDays(base + 3).toISOString();
    const list = async (query: string, token?: string) =>
      (await call('GET', `/events?from=${from}&to=${to}${query}`, token)).json().data as {
        events: { id: number }[];
        total: number;
      };
    expect(await list('')).toMatchObject({ events: [{ id: inPerson }, { id: online }], total: 2 });
    expect((await list('&format=online')).events.map((e) => e.id)).toEqual([online]);
    expect((await list('&format=in_person')).events.map((e) => e.id)).toEqual([inPerson]);
    expect((await call('GET', '/events?mine=true')).statusCode).toBe(401);
    await call('POST', `/events/${online}/rsvp`, outsider.token, { status: 'interested' });
    expect((await list('&mine=true', outsider.token)).events.map((e) => e.id)).toEqual([online]);
    const bad = await call('GET', '/events?from=yesterday');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /events/{id}.ics', () => {
  it('RFC 5545 with UTC times, escaped text, folded lines; the place only for going members', async () => {
    const id = await create(admin.token, {
      title: 'Founders; Breakfast, and honest talk',
      description: 'Coffee\nand a long line '.repeat(8),
      starts_at: '2031-01-29T08:00:00+01:00',
      ends_at: '2031-01-29T10:00:00+01:00',
      timezone: 'Africa/Lagos',
      area: 'Lagos',
      location: 'Yaba Hub, 3 Herbert Macaulay Way',
      online_url: null,
    });
    const visitor = await h.app.inject({ method: 'GET', url: `/api/v1/events/${id}.ics` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = visitor.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20310129T070000Z\r\n');
    expect(text).toContain('\r\nDTEND:20310129T090000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Founders\\; Breakfast\\, and honest talk\r\n');
    expect(text).toContain('\r\nLOCATION:Lagos\r\n');
    expect(text).not.toContain('Herbert');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Coffee\\nand a long line Coffee\\n');

    await call('POST', `/events/${id}/rsvp`, outsider.token, { status: 'going' });
    const going = await h.app.inject({
      method: 'GET',
      url: `/api/v1/events/${id}.ics`,
      headers: auth(outsider.token),
    });
    expect(going.body.replace(/\r\n /g, '')).toContain(
      'LOCATION:Yaba Hub\\, 3 Herbert Macaulay Way',
    );

    const groupEvent = await create(groupAdmin.token, { group_id: groupId });
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/events/${groupEvent}.ics` })).statusCode,
    ).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/events/abc.ics' })).statusCode).toBe(
      404,
    );
    // The JSON route is still the JSON route.
    expect((await call('GET', `/events/${id}`)).json().data).toMatchObject({ event: { id } });
  });
});

describe('demo events', () => {
  it('the six demo events lie ahead of the seed, at their local times, once however often it runs', async () => {
    let rows: { title: string; starts_at: Date; category: string; speakers: string[] }[] = [];
    const now = new Date('2031-06-01T12:00:00Z');
    const users = new Map<string, number>();
    // A database of its own: the tests above made events of the same names.
    const fresh = await createTestDatabase();
    try {
      expect(await seedEvents(fresh.db, users, now)).toBe(6);
      expect(await seedEvents(fresh.db, users, now)).toBe(0);
      rows = await fresh.db
        .selectFrom('events')
        .select(['title', 'starts_at', 'category', 'speakers'])
        .execute();
    } finally {
      await fresh.close();
    }
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.starts_at.getTime()).toBeGreaterThan(now.getTime());
    // Each of the spec's chips has an event, and speakers are their own field.
    expect(new Set(rows.map((r) => r.category)).size).toBe(6);
    expect(rows.find((r) => r.title === "Founders' Breakfast")?.speakers).toEqual([
      'Amara Okafor',
      'Priya Raman',
      'Leila Haddad',
    ]);
    const toronto = rows.find((r) => r.title === 'New in Town: Networking Night');
    // 19:00 in Toronto in June (EDT, UTC-4), 22 days on.
    expect(toronto?.starts_at.toISOString()).toBe('2031-06-23T23:00:00.000Z');
    expect(zonedTime(new Date('2031-01-10T00:00:00Z'), 19, 30, 'Europe/London').toISOString()).toBe(
      '2031-01-10T19:30:00.000Z',
    );
    expect(zonedTime(new Date('2031-01-10T00:00:00Z'), 8, 0, 'Africa/Lagos').toISOString()).toBe(
      '2031-01-10T07:00:00.000Z',
    );
  });
});
