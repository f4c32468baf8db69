import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_TEXTS } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

// New accounts earn trust (issue 33, part 6): in an account's first newAccountHours hours (24 by
// default) no message requests, at most 2 links in a post or reply, and a post repeating one of
// hers in another group within the hour waits for a moderator. 0 turns it all off.

let h: Harness;
let admin: TestUser;
let host: TestUser;
let groups: number[];

const HOUR = 3_600_000;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  host = await signUp(h, { first_name: 'Hope', last_name: 'Host' });
  const caller = await h.caller(host.token);
  groups = [];
  for (const name of ['Morning walks', 'Evening walks'])
    groups.push((await caller.community.create({ name, description: 'Walk and talk' })).group.id);
});
afterAll(() => h.close());

async function setHours(newAccountHours: number) {
  const caller = await h.caller(admin.token);
  const { settings } = await caller.admin.settings.get();
  await caller.admin.settings.update({ ...settings, newAccountHours });
}
beforeEach(() => setHours(24));

/** A member whose account was made `hours` ago, in both groups. */
async function memberAged(hours: number): Promise<TestUser> {
  const member = await signUp(h, { new_account: true });
  await h.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - hours * HOUR) })
    .where('id', '=', member.id)
    .execute();
  const caller = await h.caller(member.token);
  for (const id of groups) await caller.community.join({ id });
  return member;
}

const request = (from: TestUser, to: TestUser) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/chat/direct',
    headers: auth(from.token),
    payload: { user_id: to.id, content: 'Hello, could we talk?' },
  });

const post = (member: TestUser, groupId: number, content: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/community/groups/${groupId}/posts`,
    headers: auth(member.token),
    payload: { content },
  });

const reply = (member: TestUser, postId: number, content: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/community/posts/${postId}/replies`,
    headers: auth(member.token),
    payload: { content },
  });

/** The moment an account made `hours` ago stops being new, as the refusal words it. */
function liftsAt(member: { created_at: Date }) {
  const end = new Date(member.created_at.getTime() + 24 * HOUR);
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = end.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${end.getUTCDate()} ${month} ${end.getUTCFullYear()}, ${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())} UTC`;
}
const createdAt = (member: TestUser) =>
  h.db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();

async function hostPostId(): Promise<number> {
  const res = await post(host, groups[0]!, `A walk at dawn ${Math.random()}`);
  expect(res.statusCode).toBe(201);
  return res.json().data.post.id;
}

describe('new accounts', () => {
  it('the setting is 24 hours by default, and 0 to 720 are kept', async () => {
    const caller = await h.caller(admin.token);
    expect((await caller.admin.settings.reset()).settings.newAccountHours).toBe(24);
    const { settings } = await caller.admin.settings.get();
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: auth(admin.token),
      payload: { ...settings, newAccountHours: 721 },
    });
    expect(res.statusCode).toBe(400);
    await setHours(0);
    expect((await caller.admin.settings.get()).settings.newAccountHours).toBe(0);
  });

  it("refuses a 2-hour-old account's message request, saying when it may, and not a 2-day-old one's", async () => {
    const young = await memberAged(2);
    const res = await request(young, host);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `New accounts can send message requests after ${liftsAt(await createdAt(young))}.`,
    );
    expect(
      await h.db
        .selectFrom('conversation_members')
        .select('user_id')
        .where('user_id', '=', young.id)
        .execute(),
    ).toEqual([]);

    const older = await memberAged(48);
    expect((await request(older, host)).statusCode).toBe(201);
  });

  it("once she may, the young account's request goes through (the limit lifts with time)", async () => {
    const young = await memberAged(23);
    expect((await request(young, host)).statusCode).toBe(403);
    await h.db
      .updateTable('users')
      .set({ created_at: sql`created_at - interval '2 hours'` })
      .where('id', '=', young.id)
      .execute();
    expect((await request(young, host)).statusCode).toBe(201);
  });

  it('refuses 3 links in a new account’s reply or post, and lets 2 through', async () => {
    const young = await memberAged(1);
    const postId = await hostPostId();
    const three = 'See https://a.example/1, https://b.example/2 and www.c.example/3';
    const refused = await reply(young, postId, three);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Until ${liftsAt(await createdAt(young))}, a new account can add at most 2 links to a post or reply.`,
    );
    expect((await post(young, groups[0]!, three)).statusCode).toBe(403);
    expect(
      (await reply(young, postId, 'See https://a.example/1 and https://b.example/2')).statusCode,
    ).toBe(201);
    // An edit cannot add what the post could not hold.
    const mine = await post(young, groups[0]!, 'Two: https://a.example/x www.b.example');
    expect(mine.statusCode).toBe(201);
    const edit = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/posts/${mine.json().data.post.id}`,
      headers: auth(young.token),
      payload: { content: three },
    });
    expect(edit.statusCode).toBe(403);
    // An established member's three links are hers to post.
    expect((await reply(host, postId, three)).statusCode).toBe(201);
  });

  it('holds a new account’s post repeating hers in another group within the hour', async () => {
    const young = await memberAged(3);
    const text = 'Join my  circle at  the link in my profile!';
    const first = await post(young, groups[0]!, text);
    expect(first.json().data.post).toMatchObject({ held: false, hidden: false });

    const second = await post(young, groups[1]!, 'join my circle at the link in my PROFILE!');
    expect(second.statusCode).toBe(201);
    const held = second.json().data.post;
    expect(held).toMatchObject({ held: true, hidden: true });

    // She sees it waiting; another member does not see it at all (the group's admin does).
    const reader = await memberAged(48);
    const listOf = async (member: TestUser) =>
      (await (await h.caller(member.token)).community.posts({ id: groups[1]! })).posts.map((p) => ({
        id: p.id,
        held: p.held,
      }));
    expect(await listOf(young)).toContainEqual({ id: held.id, held: true });
    expect((await listOf(reader)).map((p) => p.id)).not.toContain(held.id);
    expect(await listOf(host)).toContainEqual({ id: held.id, held: true });

    // The moderation queue has it, with her account's age for a site admin.
    const queue = await (await h.caller(admin.token)).moderation.reports({});
    const row = queue.reports.find((r) => r.target_type === 'post' && r.target_id === held.id);
    expect(row).toMatchObject({
      reporter_count: 1,
      reasons: [{ reason: 'spam', count: 1 }],
      author_created_at: (await createdAt(young)).created_at.toISOString(),
    });
    const detail = await (await h.caller(admin.token)).moderation.reportDetail({ id: row!.id });
    expect(detail.report.reports).toMatchObject([
      { note: NEW_ACCOUNT_TEXTS.heldNote, reporter: null },
    ]);
    // The group's own admin (not a site admin) sees it too, without the account's age.
    const hostQueue = await (await h.caller(host.token)).moderation.reports({});
    expect(hostQueue.reports.find((r) => r.target_id === held.id)).toMatchObject({
      author_created_at: null,
    });

    // A moderator lets it through: everyone sees it, no longer held.
    await (
      await h.caller(host.token)
    ).moderation.resolve({ id: row!.id, action: 'dismiss', note: 'Fine' });
    expect((await listOf(reader)).map((p) => p.id)).toContain(held.id);
    expect(await listOf(young)).toContainEqual({ id: held.id, held: false });
  });

  it('holds nothing for a repeat in the same group, an hour later, or from an established account', async () => {
    const young = await memberAged(5);
    const text = 'Same words, same group';
    await post(young, groups[0]!, text);
    expect((await post(young, groups[0]!, text)).json().data.post.held).toBe(false);
    const late = await post(young, groups[0]!, 'Posted long ago');
    await h.db
      .updateTable('group_posts')
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where('id', '=', late.json().data.post.id)
      .execute();
    expect((await post(young, groups[1]!, 'Posted long ago')).json().data.post.held).toBe(false);

    await post(host, groups[0]!, 'Welcome, everyone');
    expect((await post(host, groups[1]!, 'Welcome, everyone')).json().data.post.held).toBe(false);
  });

  it('newAccountHours 0 turns every limit off', async () => {
    await setHours(0);
    const young = await memberAged(1);
    expect((await request(young, host)).statusCode).toBe(201);
    const three = 'https://a.example https://b.example https://c.example';
    expect((await reply(young, await hostPostId(), three)).statusCode).toBe(201);
    await post(young, groups[0]!, 'Twice in an hour');
    expect((await post(young, groups[1]!, 'Twice in an hour')).json().data.post.held).toBe(false);
  });
});
