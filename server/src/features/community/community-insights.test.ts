import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEWER_THAN_5, INSIGHT_WEEKS } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

// Insight for leaders (issue 35, part 7): GET /community/groups/{id}/insights for a group's admins;
// every figure that counts people reads "fewer than 5" below 5, and from 5 up the stored truth.

let h: Harness;
let leader: TestUser;
let siteAdmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  leader = await signUp(h, { first_name: 'Lena', last_name: 'Leader' });
  siteAdmin = await signUp(h, { role: 'admin' });
  member = await signUp(h);
});
afterAll(() => h.close());

const insights = (user: TestUser, id: number) =>
  h.app.inject({
    method: 'GET',
    url: `/api/v1/community/groups/${id}/insights`,
    headers: auth(user.token),
  });

async function groupWith(members: TestUser[], opts: { private?: boolean } = {}) {
  const lead = await h.caller(leader.token);
  const { group } = await lead.community.create({
    name: `Circle ${Date.now()}`,
    description: 'Insight',
    is_private: opts.private ?? false,
  });
  for (const m of members) await (await h.caller(m.token)).community.join({ id: group.id });
  return group.id;
}

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

describe('GET /community/groups/{id}/insights', () => {
  it('answers 403 to a member who is not its admin, 200 to its admin and to a site admin', async () => {
    const id = await groupWith([member]);
    expect((await insights(member, id)).statusCode).toBe(403);
    expect((await insights(await signUp(h), id)).statusCode).toBe(403);
    expect((await insights(leader, id)).statusCode).toBe(200);
    expect((await insights(siteAdmin, id)).statusCode).toBe(200);
  });

  it('never gives a count of people under 5 as a number (3 members: "fewer than 5")', async () => {
    const two = [await signUp(h), await signUp(h)];
    const id = await groupWith(two);
    // Two members write: 3 posts and a reply, and a post that was deleted.
    const a = await h.caller(two[0]!.token);
    const { post } = await a.community.post({ id, content: 'First' });
    await a.community.post({ id, content: 'Second' });
    await (await h.caller(two[1]!.token)).community.post({ id, content: 'Third' });
    await (await h.caller(two[1]!.token)).community.createReply({ id: post.id, content: 'Yes' });
    const gone = await a.community.post({ id, content: 'Gone' });
    await a.community.deletePost({ id: gone.post.id });

    const res = await insights(leader, id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data.insights;
    expect(data).toMatchObject({
      members: FEWER_THAN_5,
      active_members_week: FEWER_THAN_5,
      posts_week: 3,
      replies_week: 1,
      pending_requests: FEWER_THAN_5,
      open_reports: 0,
    });
    expect(data.members_by_week).toHaveLength(INSIGHT_WEEKS);
    for (const week of data.members_by_week) expect(week.members).toBe(FEWER_THAN_5);
  });

  it('from 5 up gives the stored numbers: members, active members, requests, reports, members by week', async () => {
    const joiners = await Promise.all(Array.from({ length: 6 }, () => signUp(h)));
    const id = await groupWith([]);
    for (const m of joiners) await (await h.caller(m.token)).community.join({ id });
    // Two of them joined five weeks ago: the weeks before this one count them only.
    const weeksAgo = new Date(Date.now() - 5 * 7 * 86_400_000);
    await h.db
      .updateTable('group_members')
      .set({ joined_at: weeksAgo })
      .where('group_id', '=', id)
      .where('user_id', 'in', [leader.id, ...joiners.slice(0, 5).map((m) => m.id)])
      .execute();
    // Five write this week; a post and a reply are reported, one of them twice (one queue item).
    let first = 0;
    for (const m of joiners.slice(0, 5)) {
      const { post } = await (await h.caller(m.token)).community.post({ id, content: 'Hi' });
      first ||= post.id;
    }
    const reply = await (
      await h.caller(joiners[5]!.token)
    ).community.createReply({ id: first, content: 'Welcome' });
    await h.db
      .insertInto('reports')
      .values([
        {
          reporter_id: member.id,
          target_type: 'post',
          target_id: first,
          group_id: id,
          reason: 'spam',
        },
        {
          reporter_id: leader.id,
          target_type: 'post',
          target_id: first,
          group_id: id,
          reason: 'spam',
        },
        {
          reporter_id: member.id,
          target_type: 'reply',
          target_id: reply.reply.id,
          group_id: id,
          reason: 'hate',
        },
      ])
      .execute();
    // A private group of the same leader with five requests waiting.
    const privateId = await groupWith([], { private: true });
    for (const m of joiners.slice(0, 5))
      await (await h.caller(m.token)).community.join({ id: privateId });

    const data = (await insights(leader, id)).json().data.insights;
    const stored = await count(
      h.db
        .selectFrom('group_members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('group_id', '=', id),
    );
    expect(stored).toBe(7);
    expect(data).toMatchObject({
      members: stored,
      active_members_week: 6,
      posts_week: 5,
      replies_week: 1,
      pending_requests: FEWER_THAN_5,
      open_reports: 2,
    });
    const weeks = data.members_by_week as { week: string; members: number | string }[];
    expect(weeks.map((w) => w.members)).toEqual([
      ...Array(INSIGHT_WEEKS - 6).fill(FEWER_THAN_5),
      ...Array(5).fill(6),
      7,
    ]);
    // Weeks start on Monday, the last one this week's.
    for (const w of weeks) expect(new Date(`${w.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${weeks.at(-1)!.week}T00:00:00Z`).getTime() + 7 * 86_400_000).toBeGreaterThan(
      Date.now(),
    );

    const requests = (await insights(leader, privateId)).json().data.insights.pending_requests;
    expect(requests).toBe(5);
  });
});
