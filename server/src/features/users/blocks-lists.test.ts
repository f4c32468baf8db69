import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

/** A blocked pair does not see each other in a group's member list or an event's attendee list. */
let h: Harness;
let organiser: TestUser; // runs the group and its event
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;
let admin: TestUser;
let group: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { statusCode: number; body: string; json(): Record<string, any> };

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: TestUser,
  payload?: Record<string, unknown>,
): Promise<Res> {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(who.token),
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Res>;
}

async function block(by: TestUser, whom: TestUser, on: boolean) {
  expect((await call(on ? 'POST' : 'DELETE', `/users/${whom.id}/block`, by)).statusCode).toBe(200);
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  organiser = await signUp(h, { first_name: 'Ona', last_name: 'Organiser' });
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
  admin = await signUp(h, { role: 'admin', first_name: 'Nadia', last_name: 'Brooks' });
  const res = await call('POST', '/community/groups', organiser, {
    name: 'Walking group',
    description: 'We walk on Sundays',
  });
  group = res.json().data.group.id as number;
  for (const m of [ada, bea, cleo])
    expect((await call('POST', `/community/groups/${group}/join`, m)).statusCode).toBe(200);
});
afterAll(() => h.close());

describe('a group’s member list', () => {
  const members = async (who: TestUser) => {
    const res = await call('GET', `/community/groups/${group}/members`, who);
    expect(res.statusCode).toBe(200);
    const { members: list, total } = res.json().data;
    return { names: list.map((m: { user: { first_name: string } }) => m.user.first_name), total };
  };

  it('leaves out a blocked pair for each other, either way; everyone else sees both; the total stays the true count', async () => {
    const everyone = { names: ['Ona', 'Ada', 'Bea', 'Cleo'], total: 4 };
    expect(await members(ada)).toEqual(everyone);
    await block(ada, bea, true);
    expect(await members(ada)).toEqual({ names: ['Ona', 'Ada', 'Cleo'], total: 4 });
    expect(await members(bea)).toEqual({ names: ['Ona', 'Bea', 'Cleo'], total: 4 });
    for (const who of [cleo, organiser, admin]) expect(await members(who)).toEqual(everyone);
    await block(ada, bea, false);
    expect(await members(bea)).toEqual(everyone);
  });
});

describe('an event’s attendee list', () => {
  it('leaves out, for the organiser, a member who blocked her and one she blocked; the total stays the true count', async () => {
    const created = await call('POST', '/events', organiser, {
      title: 'Sunday walk',
      description: 'Along the river, at an easy pace.',
      category: 'Wellness',
      starts_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 10 * 86_400_000 + 7_200_000).toISOString(),
      timezone: 'Europe/London',
      area: 'Online',
      online_url: 'https://meet.example.org/sunday-walk',
      group_id: group,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.event.id as number;
    for (const m of [ada, bea, cleo])
      expect((await call('POST', `/events/${id}/rsvp`, m, { status: 'going' })).statusCode).toBe(
        200,
      );
    const attendees = async (who: TestUser) => {
      const res = await call('GET', `/events/${id}/attendees`, who);
      expect(res.statusCode).toBe(200);
      const { attendees: list, total } = res.json().data;
      return { names: list.map((a: { first_name: string }) => a.first_name), total };
    };
    const everyone = { names: ['Ada', 'Bea', 'Cleo'], total: 3 };
    expect(await attendees(organiser)).toEqual(everyone);
    await block(bea, organiser, true);
    await block(organiser, cleo, true);
    expect(await attendees(organiser)).toEqual({ names: ['Ada'], total: 3 });
    // A site admin with no block of her own sees them all.
    expect(await attendees(admin)).toEqual(everyone);
    await block(bea, organiser, false);
    await block(organiser, cleo, false);
    expect(await attendees(organiser)).toEqual(everyone);
  });
});
