import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import { openDatabase } from '../../db/index.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { openLiveStream, type LiveStream } from '../../../test/live-stream.ts';
import { createPost } from './community-posts.service.ts';

/** Two servers on one database, as two processes behind a load balancer: NOTIFY joins them. */
let h: Harness;
let h2: Harness;
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;
let open: number;
let closed: number;

async function createGroup(owner: TestUser, name: string, is_private: boolean) {
  const { group } = await (
    await h.caller(owner.token)
  ).community.create({
    name,
    description: 'A room to share',
    category: 'General',
    is_private,
    max_members: 10,
  });
  return group.id;
}

beforeAll(async () => {
  const db = await createTestDatabase();
  h = await createHarness(db);
  h2 = await createHarness(await openDatabase({ databaseUrl: db.url, poolSize: 4 }));
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
  open = await createGroup(ada, 'Open circle', false);
  closed = await createGroup(ada, 'Closed circle', true);
  await (await h.caller(bea.token)).community.join({ id: open });
  await (await h.caller(cleo.token)).community.join({ id: open });
}, 60_000);
afterAll(async () => {
  await h2.close();
  await h.close();
});

async function post(who: TestUser, group: number, content: string) {
  return (await (await h.caller(who.token)).community.post({ id: group, content })).post;
}

let readyCount = 0;
const isPost = (content: string) => (e: ChatStreamEvent) =>
  e.type === 'post_created' && e.post.content === content;

/**
 * Members' live streams on a server, each past what was written before they opened: a write's
 * notice may reach the other server after a stream started listening. So a post made once they
 * are open ('ready') must reach them all, and each answers only what came after it; notices
 * arrive in commit order, so nothing written earlier follows it.
 */
async function openStreams<T extends TestUser[]>(
  server: Harness,
  ...members: T
): Promise<{ [K in keyof T]: LiveStream }> {
  const streams = [];
  for (const who of members) streams.push(await openLiveStream(server, who));
  const ready = isPost(`ready ${++readyCount}`);
  // Through the service without the members' rate limit (as seeding writes), which the
  // tests' own posts already come close to.
  await createPost(h.db, (await h.context(ada.token)).user!, {
    id: open,
    content: `ready ${readyCount}`,
  });
  for (const stream of streams)
    await expect.poll(() => stream.seen.some(ready), { timeout: 15_000 }).toBe(true);
  const after = (seen: ChatStreamEvent[]) => seen.slice(seen.findIndex(ready) + 1);
  return streams.map((stream): LiveStream => ({
    get seen() {
      return after(stream.seen);
    },
    until: async (test) => after(await stream.until(test)),
  })) as { [K in keyof T]: LiveStream };
}
const openStream = async (server: Harness, who: TestUser) => (await openStreams(server, who))[0];

/** What an event says, in a line the assertions compare. */
function label(e: ChatStreamEvent): string {
  switch (e.type) {
    case 'post_created':
    case 'post_updated':
      return `${e.type} ${e.post.content}${e.post.hidden ? ' (hidden)' : ''}`;
    case 'reply_created':
    case 'reply_updated':
      return `${e.type} ${e.reply.content} by ${e.reply.user?.first_name ?? 'anonymous'}`;
    case 'post_deleted':
      return `${e.type} ${e.post_id}`;
    case 'reaction_changed':
      return `${e.type} heart ${e.reactions.heart} mine ${e.my_reactions.join(',')}`;
    default:
      return e.type;
  }
}
const isMarker = (e: ChatStreamEvent) => e.type === 'post_created' && e.post.content === 'marker';

describe('the discussion, live on every member’s stream', () => {
  it('a reply and a reaction made on one server reach the post author’s stream on the other, with her notification nudge and bell count', async () => {
    const target = await post(bea, open, 'How do you keep going?');
    const stream = await openStream(h2, bea);
    const { reply } = await (
      await h.caller(cleo.token)
    ).community.createReply({
      id: target.id,
      content: 'One day at a time',
    });
    const react = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/posts/${target.id}/reactions/heart`,
      headers: auth(cleo.token),
    });
    expect(react.statusCode).toBe(200);
    await post(ada, open, 'marker');
    const seen = (await stream.until(isMarker)).map(label);
    // Notification nudges (a reaction's may be batched) aside, the discussion arrives in order.
    expect(seen.filter((e) => e !== 'notification')).toEqual([
      'reply_created One day at a time by Cleo',
      'reaction_changed heart 1 mine ',
      'post_created marker',
    ]);
    expect(seen).toContain('notification');
    const replyEvent = stream.seen.find((e) => e.type === 'reply_created');
    expect(replyEvent).toMatchObject({
      group_id: open,
      post_id: target.id,
      reply: { id: reply.id },
    });
    const bell = await (await h2.caller(bea.token)).notifications.list({ limit: 10 });
    expect(bell.unread_count).toBeGreaterThanOrEqual(1);
    expect(bell.notifications.map((n) => n.kind)).toContain('reply');
  });

  it('an anonymous reply stays anonymous on the stream', async () => {
    await h.db
      .updateTable('groups')
      .set({ allow_anonymous: true })
      .where('id', '=', open)
      .execute();
    const target = await post(ada, open, 'Ask anything');
    const stream = await openStream(h2, cleo);
    await (
      await h.caller(bea.token)
    ).community.createReply({
      id: target.id,
      content: 'Quietly asking',
      anonymous: true,
    });
    await post(ada, open, 'marker');
    const seen = await stream.until(isMarker);
    const event = seen.find((e) => e.type === 'reply_created');
    expect(event && label(event)).toBe('reply_created Quietly asking by anonymous');
    expect(event).toMatchObject({ reply: { user_id: null, user: null } });
  });

  it('a blocked pair’s posts never reach each other, either way', async () => {
    const block = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${bea.id}/block`,
      headers: auth(cleo.token),
    });
    expect(block.statusCode).toBe(200);
    const [cleoStream, beaStream] = await openStreams(h2, cleo, bea);
    await post(bea, open, 'from bea');
    await post(cleo, open, 'from cleo');
    await post(ada, open, 'marker');
    expect((await cleoStream.until(isMarker)).map(label)).toEqual([
      'post_created from cleo',
      'post_created marker',
    ]);
    expect((await beaStream.until(isMarker)).map(label)).toEqual([
      'post_created from bea',
      'post_created marker',
    ]);
    await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${bea.id}/block`,
      headers: auth(cleo.token),
    });
    // The lifted block reaches streams (as a resync) before this marker: later tests start clean.
    const after = await openStream(h2, bea);
    await post(ada, open, 'marker');
    await after.until(isMarker);
  });

  it('a private group’s post never reaches a non-member, and reaches a member', async () => {
    const [outsider, owner] = await openStreams(h2, bea, ada);
    await post(ada, closed, 'members only');
    await post(ada, open, 'marker');
    expect((await outsider.until(isMarker)).map(label)).toEqual(['post_created marker']);
    expect((await owner.until(isMarker)).map(label)).toEqual([
      'post_created members only',
      'post_created marker',
    ]);
  });

  it('a post a moderator hides reaches others as a deletion and its author as hidden', async () => {
    const target = await post(bea, open, 'to be hidden');
    const [cleoStream, beaStream] = await openStreams(h2, cleo, bea);
    await (await h.caller(ada.token)).community.hidePost({ id: target.id, reason: 'Off topic' });
    await post(ada, open, 'marker');
    expect((await cleoStream.until(isMarker)).map(label)).toEqual([
      `post_deleted ${target.id}`,
      'post_created marker',
    ]);
    // Her bell rings too: the statement of reasons the hide owes her (issue 33).
    expect((await beaStream.until(isMarker)).map(label)).toEqual([
      'post_updated to be hidden (hidden)',
      'notification',
      'post_created marker',
    ]);
  });

  it('a post hidden by enough reports reaches others as a deletion', async () => {
    const target = await post(bea, open, 'reported into hiding');
    const dee = await signUp(h, { first_name: 'Dee' });
    await (await h.caller(dee.token)).community.join({ id: open });
    const [adaStream, cleoStream] = await openStreams(h2, ada, cleo);
    for (const reporter of [ada, cleo, dee]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        headers: auth(reporter.token),
        payload: { target_type: 'post', target_id: target.id, reason: 'harassment' },
      });
      expect(res.statusCode).toBe(201);
    }
    await post(ada, open, 'marker');
    expect((await cleoStream.until(isMarker)).map(label)).toEqual([
      `post_deleted ${target.id}`,
      'post_created marker',
    ]);
    // Ada is the group's admin: she still sees it, marked hidden.
    expect((await adaStream.until(isMarker)).map(label)).toEqual([
      'post_updated reported into hiding (hidden)',
      'post_created marker',
    ]);
  });

  it('a post a site admin deletes through a report leaves open streams', async () => {
    const target = await post(bea, open, 'reported and deleted');
    const report = await h.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: auth(cleo.token),
      payload: { target_type: 'post', target_id: target.id, reason: 'spam' },
    });
    expect(report.statusCode).toBe(201);
    const reportId = (report.json().data as { report: { id: number } }).report.id;
    const admin = await signUp(h, { role: 'admin' });
    const cleoStream = await openStream(h2, cleo);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/moderation/reports/${reportId}/resolve`,
      headers: auth(admin.token),
      payload: { action: 'delete', note: 'Spam' },
    });
    expect(res.statusCode).toBe(200);
    await post(ada, open, 'marker');
    // Cleo reported it: she is also told that her report was resolved.
    expect((await cleoStream.until(isMarker)).map(label)).toEqual([
      `post_deleted ${target.id}`,
      'notification',
      'post_created marker',
    ]);
  });
});
