import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createSession } from '../../auth/sessions.ts';
import { openLiveStream } from '../../../test/live-stream.ts';

let h: Harness;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

function rest(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return h.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), payload });
}

async function newGroup(): Promise<number> {
  const { group } = await (
    await h.caller(owner.token)
  ).community.create({
    name: `Polls ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A place to ask',
    category: 'General',
    is_private: false,
    max_members: 200,
  });
  await (await h.caller(member.token)).community.join({ id: group.id });
  return group.id;
}

async function pollPost(
  groupId: number,
  poll: { options?: string[]; multiple?: boolean; closes_at?: string } = {},
) {
  const res = await rest('POST', `/community/groups/${groupId}/posts`, owner.token, {
    content: 'Tell us',
    poll: { question: 'When shall we meet?', options: ['Monday', 'Tuesday', 'Friday'], ...poll },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.post as { id: number; poll: Poll };
}

function vote(postId: number, options: number[], token = member.token) {
  return rest('POST', `/community/posts/${postId}/poll/votes`, token, { options });
}

async function pollAs(groupId: number, postId: number, token: string): Promise<Poll> {
  const res = await rest('GET', `/community/groups/${groupId}/posts`, token);
  const post = (res.json().data.posts as { id: number; poll: Poll }[]).find((p) => p.id === postId);
  return post!.poll;
}

/** Members made straight in the database, each with a session: fast enough for 100. */
async function crowd(n: number, groupId: number) {
  const users = await h.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `voter${i}-${Date.now()}-${Math.random()}@example.com`,
        password_hash: null,
        first_name: `Voter${i}`,
        last_name: 'Crowd',
      })),
    )
    .returning('id')
    .execute();
  await h.db
    .insertInto('group_members')
    .values(users.map((u) => ({ group_id: groupId, user_id: u.id, role: 'member' as const })))
    .execute();
  return Promise.all(users.map(async (u) => (await createSession(h.db, u.id)).token));
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  owner = await signUp(h, { first_name: 'Olga', last_name: 'Owner' });
  member = await signUp(h, { first_name: 'Mina', last_name: 'Member' });
  outsider = await signUp(h, { first_name: 'Odile', last_name: 'Outsider' });
});
afterAll(() => h.close());

describe('polls in posts', () => {
  it('a new post carries its poll; every post answers poll (null without one)', async () => {
    const groupId = await newGroup();
    const { poll } = await pollPost(groupId);
    expect(poll).toMatchObject({
      question: 'When shall we meet?',
      multiple: false,
      closes_at: null,
      closed: false,
      total_votes: 0,
      my_votes: [],
    });
    expect(poll.options.map((o) => [o.text, o.votes])).toEqual([
      ['Monday', 0],
      ['Tuesday', 0],
      ['Friday', 0],
    ]);
    const plain = await rest('POST', `/community/groups/${groupId}/posts`, owner.token, {
      content: 'No poll here',
    });
    expect(plain.json().data.post.poll).toBeNull();
  });

  it('refuses a poll with one option or seven, or a close time in the past (400)', async () => {
    const groupId = await newGroup();
    for (const options of [['Only'], ['1', '2', '3', '4', '5', '6', '7'], ['Same', 'same']]) {
      const res = await rest('POST', `/community/groups/${groupId}/posts`, owner.token, {
        content: 'Tell us',
        poll: { question: 'Which?', options },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toEqual(['poll', 'options']);
    }
    const past = await rest('POST', `/community/groups/${groupId}/posts`, owner.token, {
      content: 'Tell us',
      poll: { question: 'Which?', options: ['A', 'B'], closes_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a closing time in the future');
  });

  it('100 concurrent votes by 100 members count exactly 100; a second vote replaces hers', async () => {
    const groupId = await newGroup();
    const { id, poll } = await pollPost(groupId);
    const [monday, tuesday] = poll.options.map((o) => o.id) as [number, number];
    const tokens = await crowd(100, groupId);
    const votes = await Promise.all(tokens.map((token) => vote(id, [monday], token)));
    expect(votes.every((r) => r.statusCode === 200)).toBe(true);
    expect((await pollAs(groupId, id, owner.token)).total_votes).toBe(100);

    const first = await vote(id, [monday]);
    expect(first.json().data.poll).toMatchObject({ total_votes: 101, my_votes: [monday] });
    const again = await vote(id, [tuesday]);
    expect(again.statusCode).toBe(200);
    const seen = again.json().data.poll as Poll;
    expect(seen.total_votes).toBe(101);
    expect(seen.my_votes).toEqual([tuesday]);
    expect(seen.options.map((o) => o.votes)).toEqual([100, 1, 0]);
    // Others see the counts, never her choice.
    const theirs = await pollAs(groupId, id, owner.token);
    expect(theirs).toMatchObject({ total_votes: 101, my_votes: [] });
    expect(theirs.options.map((o) => o.votes)).toEqual([100, 1, 0]);
  });

  it('a member’s concurrent votes leave exactly one ballot (the last one counts)', async () => {
    const groupId = await newGroup();
    const { id, poll } = await pollPost(groupId);
    const ids = poll.options.map((o) => o.id);
    const votes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(id, [ids[i % ids.length]!])),
    );
    expect(votes.every((r) => r.statusCode === 200)).toBe(true);
    const seen = await pollAs(groupId, id, member.token);
    expect(seen.total_votes).toBe(1);
    expect(seen.my_votes).toHaveLength(1);
    expect(seen.options.reduce((n, o) => n + o.votes, 0)).toBe(1);
  });

  it('multiple choice takes several options and counts her once in total_votes', async () => {
    const groupId = await newGroup();
    const { id, poll } = await pollPost(groupId, { multiple: true });
    const [a, , c] = poll.options.map((o) => o.id) as [number, number, number];
    const res = await vote(id, [a, c]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.poll).toMatchObject({ total_votes: 1, my_votes: [a, c] });
    expect((res.json().data.poll as Poll).options.map((o) => o.votes)).toEqual([1, 0, 1]);
  });

  it('two options on a single-choice poll 400, an unknown option 400, a closed poll 409', async () => {
    const groupId = await newGroup();
    const { id, poll } = await pollPost(groupId);
    const [a, b] = poll.options.map((o) => o.id) as [number, number];
    const two = await vote(id, [a, b]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('This poll takes one choice');
    const unknown = await vote(id, [a + 1000]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose among the poll’s options');
    expect((await vote(id, [])).statusCode).toBe(400);

    const soon = await pollPost(groupId, {
      closes_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await h.db
      .updateTable('group_polls')
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where('post_id', '=', soon.id)
      .execute();
    const closed = await vote(soon.id, [soon.poll.options[0]!.id]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This poll is closed');
    expect(await pollAs(groupId, soon.id, member.token)).toMatchObject({
      closed: true,
      total_votes: 0,
    });
    expect((await pollAs(groupId, id, member.token)).total_votes).toBe(0);
  });

  it('a vote reaches another member’s open stream as the post with the new counts, her own choice not in it', async () => {
    const groupId = await newGroup();
    const { id, poll } = await pollPost(groupId);
    const friday = poll.options[2]!.id;
    const stream = await openLiveStream(h, owner);
    expect((await vote(id, [friday])).statusCode).toBe(200);
    const seen = await stream.until((e) => e.type === 'post_updated' && e.post.id === id);
    const event = seen.find((e) => e.type === 'post_updated' && e.post.id === id);
    expect(event?.type === 'post_updated' && event.post.poll).toMatchObject({
      total_votes: 1,
      my_votes: [],
      options: [{ votes: 0 }, { votes: 0 }, { id: friday, votes: 1 }],
    });
  });

  it('only members vote (403); a post without a poll 404', async () => {
    const groupId = await newGroup();
    const { id, poll } = await pollPost(groupId);
    const res = await vote(id, [poll.options[0]!.id], outsider.token);
    expect(res.statusCode).toBe(403);
    const plain = await rest('POST', `/community/groups/${groupId}/posts`, owner.token, {
      content: 'No poll here',
    });
    expect((await vote(plain.json().data.post.id, [1])).statusCode).toBe(404);
  });
});
