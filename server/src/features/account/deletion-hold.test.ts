import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  latestEmailTo,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { purgeDeletedAccounts } from './account.service.ts';

// Leaving and coming back (issue 32): while her deletion is pending, her memberships, roles and
// RSVPs are held out of every list and count; cancelling brings them back, the purge lets them go.

let h: Harness;
let siteAdmin: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  siteAdmin = await signUp(h, { role: 'admin' });
});
afterAll(() => h.close());

async function requestDeletion(member: TestUser) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/account/deletion-request',
    headers: auth(member.token),
    payload: { reason: 'other', confirmDataLoss: true, confirmPermanent: true },
  });
  expect(res.statusCode).toBe(201);
}

async function cancelLink(email: string): Promise<string> {
  const match = /(\/api\/v1\/account\/deletion\/cancel\?token=\S+)/.exec(
    await latestEmailTo(h, email),
  );
  if (!match?.[1]) throw new Error('no cancel link in the email');
  return match[1];
}

/** The page's button, as a browser presses it. */
const pressKeep = (link: string) =>
  h.app.inject({
    method: 'POST',
    url: link,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const signIn = (member: TestUser, password = member.password) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: member.email, password },
    remoteAddress: `10.41.0.${member.id % 250}`,
  });

/** What another member sees of a group: its members with their roles, and the count it shows. */
async function groupSeenBy(viewer: TestUser, groupId: number) {
  const caller = await h.caller(viewer.token);
  const { members, total } = await caller.community.members({ id: groupId });
  const { group } = await caller.community.get({ id: groupId });
  return {
    members: Object.fromEntries(members.map((m) => [m.user_id, m.role])),
    total,
    member_count: group.member_count,
  };
}

/** What the organiser sees of an event: who answered what, and the counts it shows. */
async function eventSeenBy(viewer: TestUser, eventId: number) {
  const caller = await h.caller(viewer.token);
  const { attendees } = await caller.events.attendees({ id: eventId });
  const { event } = await caller.events.get({ id: eventId });
  return {
    attendees: Object.fromEntries(attendees.map((a) => [a.id, a.status])),
    going: event.going_count,
    waitlist: event.waitlist_count,
    interested: event.interested_count,
  };
}

async function createEvent(capacity: number | null) {
  const starts = Date.now() + 10 * DAY;
  const { event } = await (
    await h.caller(siteAdmin.token)
  ).events.create({
    title: 'Money Moves Live',
    description: 'Budgeting, pensions and investing basics.',
    category: 'Finance',
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 7_200_000).toISOString(),
    timezone: 'Europe/London',
    area: 'Online',
    online_url: 'https://meet.example.org/money-moves',
    ...(capacity === null ? {} : { capacity }),
  });
  return event.id;
}

const rsvp = async (member: TestUser, id: number, status: 'going' | 'interested') =>
  (await h.caller(member.token)).events.rsvp({ id, status });

/** Rosa founds a group (its only admin) and joins another; she goes to a small event. */
async function rosasWorld() {
  const rosa = await signUp(h, { first_name: 'Rosa', last_name: 'Leaving' });
  const friend = await signUp(h, { first_name: 'Fern', last_name: 'Friend' });
  const other = await signUp(h, { first_name: 'Opal', last_name: 'Owner' });
  const stamp = `${Date.now()}-${Math.random()}`;
  const founded = (
    await (
      await h.caller(rosa.token)
    ).community.create({ name: `Rosa's circle ${stamp}`, description: 'She founded it' })
  ).group.id;
  const joined = (
    await (
      await h.caller(other.token)
    ).community.create({ name: `Opal's circle ${stamp}`, description: 'Rosa joined it' })
  ).group.id;
  await (await h.caller(friend.token)).community.join({ id: founded });
  await (await h.caller(rosa.token)).community.join({ id: joined });
  const small = await createEvent(1);
  const open = await createEvent(null);
  await rsvp(rosa, small, 'going');
  await rsvp(friend, small, 'going'); // waitlisted: one seat
  await rsvp(rosa, open, 'interested');
  return { rosa, friend, other, founded, joined, small, open };
}

describe('a member whose deletion is pending', () => {
  it('is out of every list and count, and comes back as she was when she cancels', async () => {
    const w = await rosasWorld();
    const before = await groupSeenBy(w.friend, w.founded);
    expect(before).toEqual({
      members: { [w.rosa.id]: 'admin', [w.friend.id]: 'member' },
      total: 2,
      member_count: 2,
    });
    const joinedAt = (
      await (await h.caller(w.friend.token)).community.members({ id: w.founded })
    ).members.find((m) => m.user_id === w.rosa.id)?.joined_at;

    await requestDeletion(w.rosa);

    // Hidden from others: not listed, not counted; her group has an admin; her seat went on.
    expect(await groupSeenBy(w.friend, w.founded)).toEqual({
      members: { [w.friend.id]: 'admin' },
      total: 1,
      member_count: 1,
    });
    expect(await groupSeenBy(w.other, w.joined)).toEqual({
      members: { [w.other.id]: 'admin' },
      total: 1,
      member_count: 1,
    });
    expect(await eventSeenBy(siteAdmin, w.small)).toEqual({
      attendees: { [w.friend.id]: 'going' },
      going: 1,
      waitlist: 0,
      interested: 0,
    });
    expect(await eventSeenBy(siteAdmin, w.open)).toEqual({
      attendees: {},
      going: 0,
      waitlist: 0,
      interested: 0,
    });

    const kept = await pressKeep(await cancelLink(w.rosa.email));
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('Your account is active again');

    // Back with her roles and her joining date; the member made admin meanwhile stays admin.
    expect(await groupSeenBy(w.friend, w.founded)).toEqual({
      members: { [w.rosa.id]: 'admin', [w.friend.id]: 'admin' },
      total: 2,
      member_count: 2,
    });
    const rosaThere = (
      await (await h.caller(w.friend.token)).community.members({ id: w.founded })
    ).members.find((m) => m.user_id === w.rosa.id);
    expect(joinedAt).toEqual(expect.any(String));
    expect(rosaThere?.joined_at).toBe(joinedAt);
    expect(await groupSeenBy(w.other, w.joined)).toEqual({
      members: { [w.other.id]: 'admin', [w.rosa.id]: 'member' },
      total: 2,
      member_count: 2,
    });
    // Her seat went to the waitlist while she was away: she is next in line, not dropped.
    expect(await eventSeenBy(siteAdmin, w.small)).toEqual({
      attendees: { [w.friend.id]: 'going', [w.rosa.id]: 'waitlisted' },
      going: 1,
      waitlist: 1,
      interested: 0,
    });
    expect(await eventSeenBy(siteAdmin, w.open)).toEqual({
      attendees: { [w.rosa.id]: 'interested' },
      going: 0,
      waitlist: 0,
      interested: 1,
    });
    const session = await signIn(w.rosa);
    expect(session.statusCode).toBe(200);
    const mine = await (await h.caller(session.json().data.token)).community.get({ id: w.founded });
    expect(mine.group.my_role).toBe('admin');

    // Nothing is left in the hold for a purge to find.
    await purgeDeletedAccounts(h.db, new Date(Date.now() + 31 * DAY));
    expect((await groupSeenBy(w.friend, w.founded)).total).toBe(2);
  });

  it('with her seat still free, gets it back', async () => {
    const rosa = await signUp(h);
    const small = await createEvent(1);
    await rsvp(rosa, small, 'going');
    await requestDeletion(rosa);
    expect((await eventSeenBy(siteAdmin, small)).going).toBe(0);
    await pressKeep(await cancelLink(rosa.email));
    expect(await eventSeenBy(siteAdmin, small)).toMatchObject({
      attendees: { [rosa.id]: 'going' },
      going: 1,
    });
  });

  it('is let go at the purge: nothing of hers comes back, and the counts stay right', async () => {
    const w = await rosasWorld();
    await requestDeletion(w.rosa);
    await purgeDeletedAccounts(h.db, new Date(Date.now() + 31 * DAY));

    expect(await groupSeenBy(w.friend, w.founded)).toEqual({
      members: { [w.friend.id]: 'admin' },
      total: 1,
      member_count: 1,
    });
    expect(await eventSeenBy(siteAdmin, w.small)).toMatchObject({ going: 1, waitlist: 0 });
    const held = await Promise.all([
      h.db
        .selectFrom('held_group_memberships')
        .select('group_id')
        .where('user_id', '=', w.rosa.id)
        .execute(),
      h.db
        .selectFrom('held_event_rsvps')
        .select('event_id')
        .where('user_id', '=', w.rosa.id)
        .execute(),
      h.db.selectFrom('users').select('id').where('id', '=', w.rosa.id).execute(),
    ]);
    expect(held).toEqual([[], [], []]);
  });

  it('comes back through an admin’s reactivation too', async () => {
    const w = await rosasWorld();
    await requestDeletion(w.rosa);
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${w.rosa.id}`,
      headers: auth(siteAdmin.token),
      payload: { status: 'active' },
    });
    expect(res.statusCode).toBe(200);
    expect((await groupSeenBy(w.other, w.joined)).members[w.rosa.id]).toBe('member');
    expect((await eventSeenBy(siteAdmin, w.open)).attendees[w.rosa.id]).toBe('interested');
  });
});

describe('signing in while the deletion is pending', () => {
  it('says when it is due and how to keep the account, and mails the link again', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const purgeAfter = (
      await h.db
        .selectFrom('account_deletion_requests')
        .select('purge_after')
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).purge_after;
    const day = purgeAfter.toLocaleDateString('en-US', { dateStyle: 'long' });
    const emails = () =>
      h.db
        .selectFrom('outbox_emails')
        .select('id')
        .where('to_address', '=', member.email)
        .execute();
    const sentBefore = (await emails()).length;

    const first = await signIn(member);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: `Your account is set to be deleted on ${day}. To keep it, open the link in the email we have just sent you.`,
    });
    expect((await emails()).length).toBe(sentBefore + 1);
    // The new email's link keeps the account.
    expect((await pressKeep(await cancelLink(member.email))).statusCode).toBe(200);
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it('mails the link at most once an hour', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    expect((await signIn(member)).statusCode).toBe(403);
    const again = await signIn(member);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(
      /^Your account is set to be deleted on .+\. To keep it, open the link in the email we sent you \(we send it again at most once an hour\)\.$/,
    );
  });

  it('tells a wrong password nothing, and an account deactivated by an admin what it did before', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const wrong = await signIn(member, 'not-her-password-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');

    const deactivated = await signUp(h);
    await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${deactivated.id}`,
      headers: auth(siteAdmin.token),
      payload: { status: 'inactive' },
    });
    const refused = await signIn(deactivated);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This account is deactivated. Contact support if you want it back.',
    );
  });
});

describe('the cancel link, once the account is kept', () => {
  it('pressed again, or opened again, says the account is kept', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const link = await cancelLink(member.email);
    expect((await pressKeep(link)).body).toContain('Your account is active again');

    const second = await pressKeep(link);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<title>Your account is kept · HerCircle</title>');
    expect(second.body).not.toContain('<form');
    const opened = await h.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Your account is kept');
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it('no longer works once she asked for deletion again: the new email has the new link', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const first = await cancelLink(member.email);
    await pressKeep(first);
    const session = await signIn(member);
    await requestDeletion({ ...member, token: session.json().data.token });
    const again = await pressKeep(first);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('The deletion was not cancelled');
    expect((await pressKeep(await cancelLink(member.email))).statusCode).toBe(200);
  });
});
