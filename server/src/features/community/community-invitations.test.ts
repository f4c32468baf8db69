import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let leader: TestUser;
let member: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  [leader, member] = await Promise.all([
    signUp(h, { first_name: 'Lena', last_name: 'Leader' }),
    signUp(h, { first_name: 'Mara', last_name: 'Member' }),
  ]);
}, 60_000);
afterAll(() => h.close());

async function newGroup(opts: { is_private?: boolean; max_members?: number } = {}) {
  const caller = await h.caller(leader.token);
  const { group } = await caller.community.create({
    name: `Invited circle ${Date.now()}`,
    description: 'A circle that grows by invitation',
    ...opts,
  });
  return group.id;
}

function rest(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function makeLink(groupId: number, body: object = {}) {
  const res = await rest('POST', `/community/groups/${groupId}/invitations`, leader.token, body);
  expect(res.statusCode).toBe(201);
  return res.json().data.invitation as { id: number; token: string; url: string };
}

const memberCount = async (groupId: number) =>
  (
    await h.db
      .selectFrom('group_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow()
  ).n;

describe('invitation links', () => {
  it('let exactly 20 of 40 concurrent visitors into a group by a 20-use link; the 21st is told it is used up', async () => {
    const groupId = await newGroup();
    const link = await makeLink(groupId, { max_uses: 20 });
    expect(link.url).toMatch(new RegExp(`/invite/${link.token}$`));
    const people = await Promise.all(Array.from({ length: 41 }, () => signUp(h)));
    const answers = await Promise.all(
      people.slice(0, 40).map((p) => rest('POST', `/invitations/${link.token}/accept`, p.token)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 410)).toHaveLength(20);
    // The creator and the 20 who got in: the count, the rows and the link agree.
    expect(await memberCount(groupId)).toBe(21);
    const group = await h.db
      .selectFrom('groups')
      .select('member_count')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(group.member_count).toBe(21);

    const late = await rest('POST', `/invitations/${link.token}/accept`, people[40]!.token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'GONE',
      message: 'This invitation link has been used as many times as it allows.',
    });
    expect((await rest('GET', `/invitations/${link.token}`)).statusCode).toBe(410);

    const list = await rest('GET', `/community/groups/${groupId}/invitations`, leader.token);
    expect(list.statusCode).toBe(200);
    const [listed] = list.json().data.invitations;
    expect(listed).toMatchObject({ id: link.id, uses: 20, max_uses: 20, state: 'used_up' });
    expect(listed.used_by).toHaveLength(20);
    expect(listed.used_by[0]).toMatchObject({ outcome: 'member' });
  }, 120_000);

  it('shows a visitor the group, and an accept by someone already a member uses nothing up', async () => {
    const groupId = await newGroup();
    const link = await makeLink(groupId, { max_uses: 2 });
    const seen = await rest('GET', `/invitations/${link.token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.group).toMatchObject({
      id: groupId,
      description: 'A circle that grows by invitation',
      is_member: false,
      joins_at_once: true,
    });

    const first = await rest('POST', `/invitations/${link.token}/accept`, member.token);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ member: { user_id: member.id }, request: null });
    const again = await rest('POST', `/invitations/${link.token}/accept`, member.token);
    expect(again.statusCode).toBe(409);
    const byLeader = await rest('POST', `/invitations/${link.token}/accept`, leader.token);
    expect(byLeader.statusCode).toBe(409);
    const stored = await h.db
      .selectFrom('group_invitations')
      .select('uses')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(stored.uses).toBe(1);
    const asMember = await rest('GET', `/invitations/${link.token}`, member.token);
    expect(asMember.json().data.group.is_member).toBe(true);
    // A visitor must sign in to accept.
    expect((await rest('POST', `/invitations/${link.token}/accept`)).statusCode).toBe(401);
  });

  it('answers 410 for an expired link and refuses an expiry in the past (400)', async () => {
    const groupId = await newGroup();
    const past = await rest('POST', `/community/groups/${groupId}/invitations`, leader.token, {
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([
      { path: ['expires_at'], message: 'The expiry must be in the future' },
    ]);

    const link = await makeLink(groupId, {
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await h.db
      .updateTable('group_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', link.id)
      .execute();
    const opened = await rest('GET', `/invitations/${link.token}`);
    expect(opened.statusCode).toBe(410);
    expect(opened.json().message).toBe('This invitation link has expired.');
    const accepted = await rest('POST', `/invitations/${link.token}/accept`, member.token);
    expect(accepted.statusCode).toBe(410);
    expect(await memberCount(groupId)).toBe(1);
  });

  it('stops letting anyone in once an admin ends it, and only the group’s admins manage links', async () => {
    const groupId = await newGroup();
    const link = await makeLink(groupId);
    const bystander = await signUp(h);
    expect(
      (await rest('GET', `/community/groups/${groupId}/invitations`, bystander.token)).statusCode,
    ).toBe(403);
    expect(
      (await rest('POST', `/community/groups/${groupId}/invitations`, bystander.token, {}))
        .statusCode,
    ).toBe(403);
    expect(
      (await rest('DELETE', `/community/groups/${groupId}/invitations/${link.id}`, bystander.token))
        .statusCode,
    ).toBe(403);

    const ended = await rest(
      'DELETE',
      `/community/groups/${groupId}/invitations/${link.id}`,
      leader.token,
    );
    expect(ended.statusCode).toBe(204);
    const after = await rest('POST', `/invitations/${link.token}/accept`, bystander.token);
    expect(after.statusCode).toBe(410);
    expect(after.json().message).toBe('This invitation link was ended by the group’s admins.');
    expect((await rest('GET', '/invitations/not-a-real-invitation-token')).statusCode).toBe(404);
  });

  it('files a request for a private group, or makes her a member when the link joins at once', async () => {
    const groupId = await newGroup({ is_private: true });
    const asking = await makeLink(groupId);
    const atOnce = await makeLink(groupId, { joins_at_once: true });
    const [ada, bea] = await Promise.all([signUp(h), signUp(h)]);

    const request = await rest('POST', `/invitations/${asking.token}/accept`, ada.token);
    expect(request.statusCode).toBe(201);
    expect(request.json().data).toMatchObject({ member: null, request: { group_id: groupId } });
    const waiting = await rest('GET', `/community/groups/${groupId}/requests`, leader.token);
    expect(waiting.json().data.requests.map((r: { user_id: number }) => r.user_id)).toEqual([
      ada.id,
    ]);

    const joined = await rest('POST', `/invitations/${atOnce.token}/accept`, bea.token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.member).toMatchObject({ user_id: bea.id, role: 'member' });

    const list = (
      await rest('GET', `/community/groups/${groupId}/invitations`, leader.token)
    ).json().data.invitations as {
      id: number;
      used_by: { user: { id: number }; outcome: string }[];
    }[];
    expect(list.find((l) => l.id === asking.id)?.used_by).toMatchObject([
      { user: { id: ada.id }, outcome: 'request' },
    ]);
    expect(list.find((l) => l.id === atOnce.id)?.used_by).toMatchObject([
      { user: { id: bea.id }, outcome: 'member' },
    ]);
  });
});
