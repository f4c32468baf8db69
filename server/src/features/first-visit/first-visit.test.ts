// A new member's first-visit checklist and a signed-in member's home, as the server decides them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let leader: TestUser;
let newcomer: TestUser;
const groups = { books: 0, running: 0, private: 0 };

const get = async (url: string, who: TestUser) => {
  const res = await h.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function createGroup(name: string, category: string, isPrivate = false) {
  const { group } = await (
    await h.caller(leader.token)
  ).community.create({
    name,
    description: `${name}: a group for the first-visit tests`,
    category: category as 'General',
    is_private: isPrivate,
    max_members: 50,
  });
  return group.id;
}

async function insertEvent(title: string, startsInHours: number, groupId: number | null) {
  const starts = new Date(Date.now() + startsInHours * 3_600_000);
  const row = await h.db
    .insertInto('events')
    .values({
      title,
      description: `${title}, for the home page tests`,
      category: 'Community',
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 3_600_000),
      timezone: 'Europe/London',
      area: 'Online',
      online_url: 'https://meet.example.org/home',
      group_id: groupId,
      speakers: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  leader = await signUp(h, { first_name: 'Lena', last_name: 'Hart' });
  newcomer = await signUp(h, { first_name: 'Nora', last_name: 'Quinn', new_account: true });
  groups.books = await createGroup('Night Readers', 'Education');
  groups.running = await createGroup('Dawn Runners', 'Health & Wellness');
  groups.private = await createGroup('Running Circle', 'Health & Wellness', true);
});
afterAll(() => h.close());

describe('the first-visit checklist', () => {
  it('a new member starts with nothing ticked, public groups suggested from her interests first, and is welcomed, not welcomed back', async () => {
    const list = await get('/users/me/checklist', newcomer);
    expect(list.items).toEqual({ profile: false, interests: false, group: false, hello: false });
    expect(list.dismissed).toBe(false);
    expect(list.done).toBe(false);
    const home = await get('/users/me/home', newcomer);
    expect(home).toMatchObject({ first_name: 'Nora', returning: false, groups: [] });

    const caller = await h.caller(newcomer.token);
    await caller.users.updateProfile({
      id: newcomer.id,
      first_name: 'Nora',
      last_name: 'Quinn',
      bio: 'New in town, looking for company on early runs.',
      interests: 'Wellness, gardening',
    });
    const after = await get('/users/me/checklist', newcomer);
    expect(after.items).toMatchObject({ profile: true, interests: true, group: false });
    // Her interest first; a private group never.
    expect(after.suggested_groups.map((g: { name: string }) => g.name)).toEqual([
      'Dawn Runners',
      'Night Readers',
    ]);
  });

  it('ticks "join a group" and "say hello" from what she did; then no more suggestions, and it is done', async () => {
    const caller = await h.caller(newcomer.token);
    await caller.community.join({ id: groups.running });
    await caller.community.post({
      id: groups.running,
      content: 'Hello, everyone! First run Sunday?',
    });
    const list = await get('/users/me/checklist', newcomer);
    expect(list.items).toEqual({ profile: true, interests: true, group: true, hello: true });
    expect(list.done).toBe(true);
    expect(list.suggested_groups).toEqual([]);
    expect((await get('/users/me/home', newcomer)).returning).toBe(true);
  });

  it('her dismissal is kept by the server (idempotent), and only for her', async () => {
    const other = await signUp(h, { first_name: 'Ola', new_account: true });
    for (let i = 0; i < 2; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/checklist/dismiss',
        headers: auth(other.token),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await get('/users/me/checklist', other)).dismissed).toBe(true);
    expect((await get('/users/me/home', other)).returning).toBe(true);
    expect((await get('/users/me/checklist', leader)).dismissed).toBe(false);
    const visitor = await h.app.inject({ method: 'GET', url: '/api/v1/users/me/checklist' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a member’s home', () => {
  it('shows her groups with what others posted this week, and her next events, soonest first', async () => {
    const member = await signUp(h, { first_name: 'Maya' });
    // A member of a month: past her first week.
    await h.db
      .updateTable('users')
      .set({ created_at: sql`now() - interval '30 days'` })
      .where('id', '=', member.id)
      .execute();
    const caller = await h.caller(member.token);
    await caller.community.join({ id: groups.books });
    await caller.community.post({ id: groups.books, content: 'My own post is not news to me.' });
    const lena = await h.caller(leader.token);
    await lena.community.post({ id: groups.books, content: 'Chapter three tonight.' });
    await lena.community.post({ id: groups.books, content: 'And chapter four tomorrow.' });
    const old = await lena.community.post({ id: groups.books, content: 'Long ago.' });
    await h.db
      .updateTable('group_posts')
      .set({ created_at: sql`now() - interval '10 days'` })
      .where('id', '=', old.post.id)
      .execute();

    const groupEvent = await insertEvent('Readers’ evening', 48, groups.books);
    const answered = await insertEvent('Money basics', 24, null);
    await insertEvent('Someone else’s event', 12, null);
    await insertEvent('Over already', -5, groups.books);
    await caller.events.rsvp({ id: answered, status: 'interested' });

    const home = await get('/users/me/home', member);
    expect(home.returning).toBe(true);
    expect(home.groups).toEqual([
      { id: groups.books, name: 'Night Readers', new_posts: 2, last_post_at: expect.any(String) },
    ]);
    expect(
      home.events.map((e: { id: number; my_status: string | null }) => [e.id, e.my_status]),
    ).toEqual([
      [answered, 'interested'],
      [groupEvent, null],
    ]);
  });
});
