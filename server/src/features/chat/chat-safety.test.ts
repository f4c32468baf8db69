import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import { openDatabase } from '../../db/index.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { openLiveStream } from '../../../test/live-stream.ts';
import { hideMessage } from './chat.service.ts';

/** Two servers on one database, as two processes behind a load balancer: NOTIFY joins them. */
let h: Harness;
let h2: Harness;
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;
let room: number;

beforeAll(async () => {
  const db = await createTestDatabase();
  h = await createHarness(db);
  h2 = await createHarness(await openDatabase({ databaseUrl: db.url, poolSize: 4 }));
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
  const { group } = await (
    await h.caller(ada.token)
  ).community.create({
    name: 'Quiet corner',
    description: 'A room to share',
    category: 'General',
    is_private: false,
    max_members: 10,
  });
  for (const m of [bea, cleo]) await (await h.caller(m.token)).community.join({ id: group.id });
  const { conversations } = await (await h.caller(ada.token)).chat.conversations();
  room = conversations.find((c) => c.group_id === group.id)?.id ?? 0;
});
afterAll(async () => {
  await h2.close();
  await h.close();
});

async function send(who: TestUser, content: string, server = h) {
  return (await (await server.caller(who.token)).chat.send({ conversation_id: room, content }))
    .message;
}
async function history(who: TestUser) {
  const { messages } = await (await h.caller(who.token)).chat.messages({ conversationId: room });
  return messages.map((m) => m.content);
}
async function searchFor(who: TestUser, q: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/chat/search/${room}?q=${encodeURIComponent(q)}`,
    headers: auth(who.token),
  });
  return (res.json() as { messages: { content: string }[] }).messages.map((m) => m.content);
}
async function roomSummary(who: TestUser) {
  const { conversations } = await (await h.caller(who.token)).chat.conversations();
  const c = conversations.find((x) => x.id === room);
  return { last: c?.last_message?.content ?? null, unread: c?.unread_count };
}
const relation = (verb: 'POST' | 'DELETE', kind: 'block' | 'mute', by: TestUser, of: TestUser) =>
  h.app.inject({ method: verb, url: `/api/v1/users/${of.id}/${kind}`, headers: auth(by.token) });

async function clearRoom() {
  await h.db.deleteFrom('messages').where('conversation_id', '=', room).execute();
  await h.db.deleteFrom('conversation_reads').execute();
}

describe('history, search and the room list', () => {
  it('a blocked pair sees none of each other’s messages, either way, until the block is lifted', async () => {
    await clearRoom();
    await send(ada, 'ada says hello');
    await send(bea, 'bea says hello');
    expect((await relation('POST', 'block', ada, bea)).statusCode).toBe(200);

    expect(await history(ada)).toEqual(['ada says hello']);
    expect(await history(bea)).toEqual(['bea says hello']);
    expect(await history(cleo)).toEqual(['ada says hello', 'bea says hello']);
    expect(await searchFor(ada, 'hello')).toEqual(['ada says hello']);
    expect(await searchFor(bea, 'hello')).toEqual(['bea says hello']);
    expect(await roomSummary(ada)).toEqual({ last: 'ada says hello', unread: 0 });
    expect(await roomSummary(bea)).toEqual({ last: 'bea says hello', unread: 0 });
    expect(await roomSummary(cleo)).toEqual({ last: 'bea says hello', unread: 2 });

    expect((await relation('DELETE', 'block', ada, bea)).statusCode).toBe(200);
    expect(await history(ada)).toEqual(['ada says hello', 'bea says hello']);
    expect(await history(bea)).toEqual(['ada says hello', 'bea says hello']);
  });

  it('a mute is one-way: the muter stops seeing her, she still sees the muter', async () => {
    await clearRoom();
    await send(ada, 'from ada');
    await send(bea, 'from bea');
    await relation('POST', 'mute', ada, bea);
    expect(await history(ada)).toEqual(['from ada']);
    expect(await searchFor(ada, 'from')).toEqual(['from ada']);
    expect(await roomSummary(ada)).toEqual({ last: 'from ada', unread: 0 });
    expect(await history(bea)).toEqual(['from ada', 'from bea']);
    await relation('DELETE', 'mute', ada, bea);
    expect(await history(ada)).toEqual(['from ada', 'from bea']);
  });

  it('a message a moderator hid is gone for others and marked hidden for its sender', async () => {
    await clearRoom();
    const kept = await send(bea, 'kept message');
    const bad = await send(bea, 'hidden message');
    const admin = await signUp(h, { role: 'admin' });
    expect(await hideMessage(h.db, { id: bad.id, hiddenBy: admin.id })).toBe(true);

    expect(await history(ada)).toEqual(['kept message']);
    expect(await searchFor(ada, 'message')).toEqual(['kept message']);
    expect(await roomSummary(cleo)).toEqual({ last: 'kept message', unread: 1 });
    const own = (await (await h.caller(bea.token)).chat.messages({ conversationId: room }))
      .messages;
    expect(own.map((m) => [m.id, m.hidden])).toEqual([
      [kept.id, false],
      [bad.id, true],
    ]);
    // Hiding twice changes nothing.
    expect(await hideMessage(h.db, { id: bad.id, hiddenBy: admin.id })).toBe(false);
  });
});

describe('idempotency', () => {
  it('chat.send with one Idempotency-Key twice stores one message and answers it both times', async () => {
    await clearRoom();
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/chat/send',
        headers: { ...auth(ada.token), 'idempotency-key': 'send-once-1' },
        payload: { conversation_id: room, content: 'only once' },
      });
    const first = await post();
    const second = await post();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.message.id).toBe(first.json().data.message.id);
    const rows = await h.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', room)
      .execute();
    expect(rows).toHaveLength(1);
    // Another key is another message.
    await (
      await h.caller(ada.token)
    ).chat.send({ conversation_id: room, content: 'only once', idempotency_key: 'send-once-2' });
    expect(await history(ada)).toEqual(['only once', 'only once']);
  });
});

/** A member's live stream on a server; it reads whom she hides right after it starts listening. */
const openStream = (server: Harness, who: TestUser) =>
  openLiveStream(server, who, { settleMs: 100 });
const contentOf = (e: ChatStreamEvent) =>
  e.type === 'created' || e.type === 'updated' ? e.message.content : `${e.type}`;
const isMarker = (e: ChatStreamEvent) => contentOf(e) === 'marker';

describe('the live stream', () => {
  it('applies a block made on another server to open streams at once, both ways, and its lifting', async () => {
    await clearRoom();
    const beaStream = await openStream(h2, bea);
    const adaStream = await openStream(h2, ada);
    await send(ada, 'before the block');
    // Made through the other server: its NOTIFY reaches h2's streams.
    expect((await relation('POST', 'block', bea, ada)).statusCode).toBe(200);
    await send(ada, 'ada after the block');
    await send(bea, 'bea after the block', h2);
    await relation('DELETE', 'block', bea, ada);
    await send(ada, 'ada after the unblock');
    await send(cleo, 'marker');
    const forBea = (await beaStream.until(isMarker)).map(contentOf);
    const forAda = (await adaStream.until(isMarker)).map(contentOf);
    // Each change also asks both clients to read what they show again (a blocked member's
    // messages already on screen go), as a reconnect does.
    expect(forBea).toEqual([
      'before the block',
      'resync',
      'bea after the block',
      'resync',
      'ada after the unblock',
      'marker',
    ]);
    expect(forAda).toEqual([
      'before the block',
      'resync',
      'ada after the block',
      'resync',
      'ada after the unblock',
      'marker',
    ]);
  });

  it('a mute only changes the muter’s stream', async () => {
    const cleoStream = await openStream(h2, cleo);
    const beaStream = await openStream(h2, bea);
    await relation('POST', 'mute', cleo, bea);
    await send(bea, 'muted words');
    await send(ada, 'marker');
    expect((await cleoStream.until(isMarker)).map(contentOf)).toEqual(['resync', 'marker']);
    expect((await beaStream.until(isMarker)).map(contentOf)).toEqual(['muted words', 'marker']);
    await relation('DELETE', 'mute', cleo, bea);
  });

  it('a hidden message is withdrawn from open streams like a deletion, and marked for its sender', async () => {
    // The streams open first: a creation notice still on its way to the second process would
    // otherwise reach a stream opened after the send.
    const adaStream = await openStream(h2, ada);
    const beaStream = await openStream(h2, bea);
    const bad = await send(bea, 'to be hidden');
    const admin = await signUp(h, { role: 'admin' });
    await hideMessage(h.db, { id: bad.id, hiddenBy: admin.id });
    // Its sender edits it: the edit stays with her.
    await (await h.caller(bea.token)).chat.edit({ id: bad.id, content: 'edited while hidden' });
    await send(cleo, 'marker');
    const forAda = await adaStream.until(isMarker);
    expect(forAda).toEqual([
      expect.objectContaining({
        type: 'created',
        message: expect.objectContaining({ content: 'to be hidden' }),
      }),
      { type: 'deleted', conversation_id: room, message_id: bad.id },
      expect.objectContaining({
        type: 'created',
        message: expect.objectContaining({ content: 'marker' }),
      }),
    ]);
    const forBea = await beaStream.until(isMarker);
    expect(forBea.map((e) => [e.type, contentOf(e), 'message' in e && e.message.hidden])).toEqual([
      ['created', 'to be hidden', false],
      ['updated', 'to be hidden', true],
      ['updated', 'edited while hidden', true],
      ['created', 'marker', false],
    ]);
  });

  it('a message hidden by enough reports is withdrawn from open streams too', async () => {
    // The stream opens first: it then sees the message arrive, and go.
    const adaStream = await openStream(h2, ada);
    const bad = await send(bea, 'reported into hiding');
    const dee = await signUp(h, { first_name: 'Dee' });
    const groupId = (
      await h.db
        .selectFrom('conversations')
        .select('group_id')
        .where('id', '=', room)
        .executeTakeFirstOrThrow()
    ).group_id;
    await (await h.caller(dee.token)).community.join({ id: groupId ?? 0 });
    for (const reporter of [ada, cleo, dee]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        headers: auth(reporter.token),
        payload: { target_type: 'message', target_id: bad.id, reason: 'harassment' },
      });
      expect(res.statusCode).toBe(201);
    }
    await send(cleo, 'marker');
    expect(await adaStream.until(isMarker)).toEqual([
      expect.objectContaining({
        type: 'created',
        message: expect.objectContaining({ content: 'reported into hiding' }),
      }),
      { type: 'deleted', conversation_id: room, message_id: bad.id },
      expect.objectContaining({
        type: 'created',
        message: expect.objectContaining({ content: 'marker' }),
      }),
    ]);
    expect(await history(ada)).not.toContain('reported into hiding');
  });
});
