import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

/** api.md (third wave): POST /events without category or area; the category filter; speakers. */
let h: Harness;
let admin: TestUser;

type Json = { data?: Record<string, unknown> } & Record<string, unknown>;
type Reply = { statusCode: number; body: string; json(): Json };
type Listed = { id: number; category: string; area: string; speakers: string[] };

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(admin.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  }) as Promise<Reply>;
}

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Exactly the fields api.md's events row names, nothing more. */
const scriptBody = (days: number, place: Record<string, unknown>) => ({
  title: 'Evening check-in',
  description: 'A short call to close the week.',
  starts_at: at(days),
  ends_at: at(days + 0.05),
  timezone: 'Europe/London',
  ...place,
});

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin', first_name: 'Nadia', last_name: 'Brooks' });
});
afterAll(() => h.close());

describe('POST /events as api.md writes it', () => {
  it('an online event without category or area is a Community event in Online', async () => {
    const res = await call(
      'POST',
      '/events',
      scriptBody(600, { online_url: 'https://meet.example.org/check-in' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const event = (res.json().data as { event: Listed }).event;
    expect(event).toMatchObject({ category: 'Community', area: 'Online', speakers: [] });
    const stored = await h.db
      .selectFrom('events')
      .select(['category', 'area'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ category: 'Community', area: 'Online' });
  });

  it('an event with a place must name its area (400), never showing the address instead', async () => {
    const res = await call('POST', '/events', scriptBody(601, { location: '1 High St, Leeds' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['area'], message: 'Say where, e.g. a city or Online' }],
    });
    const ok = await call(
      'POST',
      '/events',
      scriptBody(601, { location: '1 High St, Leeds', area: 'Leeds', category: 'Wellness' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.json().data as { event: Listed }).event).toMatchObject({
      category: 'Wellness',
      area: 'Leeds',
    });
  });

  it('keeps speakers in order and lets the organiser change them', async () => {
    const speakers = ['Dr Amina Yusuf', 'Claire Hendry', 'Leila Haddad'];
    const res = await call(
      'POST',
      '/events',
      scriptBody(602, { online_url: 'https://meet.example.org/talks', speakers }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json().data as { event: Listed }).event.id;
    const edited = await call('PUT', `/events/${id}`, { speakers: ['Claire Hendry'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as { event: Listed }).event.speakers).toEqual(['Claire Hendry']);
    const bad = await call('PUT', `/events/${id}`, { speakers: 'Claire Hendry' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /events?category=', () => {
  it('answers only events of that category; an unknown category is a 400', async () => {
    const online = { online_url: 'https://meet.example.org/x' };
    for (const [days, category] of [
      [700, 'Finance'],
      [701, 'Leadership'],
      [702, 'Finance'],
    ] as const) {
      const res = await call('POST', '/events', { ...scriptBody(days, online), category });
      expect(res.statusCode, res.body).toBe(201);
    }
    const window = `from=${at(699)}&to=${at(703)}`;
    const list = async (query: string) =>
      (await call('GET', `/events?${window}${query}`)).json().data as {
        events: Listed[];
        total: number;
      };
    const finance = await list('&category=Finance');
    expect(finance.total).toBe(2);
    expect(finance.events.map((e) => e.category)).toEqual(['Finance', 'Finance']);
    expect((await list('')).total).toBe(3);
    expect((await list('&category=Leadership&format=online')).total).toBe(1);
    const bad = await call('GET', `/events?${window}&category=Gardening`);
    expect(bad.statusCode).toBe(400);
  });
});
