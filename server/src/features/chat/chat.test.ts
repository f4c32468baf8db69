import { on } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { openLiveStream } from '../../../test/live-stream.ts';

let h: Harness;
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;
let admin: TestUser;
let groupConversation: number;
let groupId: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
  admin = await signUp(h, { role: 'admin' });
  const group = await (
    await h.caller(ada.token)
  ).community.create({
    name: 'Night owls',
    description: 'For late thinkers',
    category: 'General',
    is_private: false,
    max_members: 10,
  });
  groupId = group.group.id;
  await (await h.caller(bea.token)).community.join({ id: groupId });
  const { conversations } = await (await h.caller(ada.token)).chat.conversations();
  const conversation = conversations.find((c) => c.group_id === groupId);
  if (!conversation) throw new Error('the group has no conversation');
  groupConversation = conversation.id;
});
afterAll(() => h.close());

describe('conversations', () => {
  it('lists the community room for everyone and a group room for its members only, at once', async () => {
    const forAda = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/chat/conversations',
        headers: auth(ada.token),
      })
    ).json();
    expect(Object.keys(forAda)).toEqual(['conversations']);
    expect(forAda.conversations.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, 'Community Chat'],
      [groupConversation, 'Night owls'],
    ]);
    const forCleo = (await (await h.caller(cleo.token)).chat.conversations()).conversations;
    expect(forCleo.map((c) => c.id)).toEqual([1]);
  });

  it('needs a session', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/chat/conversations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sending and history', () => {
  it('sends a trimmed message (201) and shows it in the history with its sender', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/send',
      headers: auth(ada.token),
      payload: { conversation_id: 1, content: '  Hello, circle  ' },
    });
    expect(res.statusCode).toBe(201);
    const { message } = res.json().data;
    expect(message).toMatchObject({
      conversation_id: 1,
      sender_id: ada.id,
      content: 'Hello, circle',
      message_type: 'text',
      edited_at: null,
      sender: { first_name: 'Ada' },
    });
    const history = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/chat/messages/1',
        headers: auth(bea.token),
      })
    ).json();
    expect(Object.keys(history)).toEqual(['messages']);
    expect(history.messages.at(-1).content).toBe('Hello, circle');
  });

  it('refuses empty, whitespace-only and over-long messages and stores nothing', async () => {
    const before = (await (await h.caller(ada.token)).chat.messages({ conversationId: 1 })).messages
      .length;
    for (const content of ['', '   \n ', 'x'.repeat(4001)]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/chat/send',
        headers: auth(ada.token),
        payload: { conversation_id: 1, content },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toEqual(['content']);
    }
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/send',
      headers: auth(bea.token),
      payload: { conversation_id: 1, content: 'y'.repeat(4000) },
    });
    expect(ok.statusCode).toBe(201);
    expect(
      (await (await h.caller(ada.token)).chat.messages({ conversationId: 1 })).messages.length,
    ).toBe(before + 1);
  });

  it("keeps non-members out of a group's conversation with 404", async () => {
    const send = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/send',
      headers: auth(cleo.token),
      payload: { conversation_id: groupConversation, content: 'let me in' },
    });
    expect(send.statusCode).toBe(404);
    for (const url of [
      `/api/v1/chat/messages/${groupConversation}`,
      `/api/v1/chat/search/${groupConversation}?q=a`,
      `/api/v1/chat/unread/${groupConversation}`,
    ]) {
      expect(
        (await h.app.inject({ method: 'GET', url, headers: auth(cleo.token) })).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/chat/read/${groupConversation}`,
          headers: auth(cleo.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/chat/messages/99999',
          headers: auth(ada.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pages back through history with before, oldest first within a page', async () => {
    const caller = await h.caller(bea.token);
    const sent: number[] = [];
    for (let i = 0; i < 4; i++)
      sent.push(
        (
          await caller.chat.send({
            conversation_id: groupConversation,
            content: `page message ${i}`,
          })
        ).message.id,
      );
    const newest = await caller.chat.messages({ conversationId: groupConversation, limit: 2 });
    expect(newest.messages.map((m) => m.id)).toEqual(sent.slice(2));
    const older = await caller.chat.messages({
      conversationId: groupConversation,
      limit: 2,
      before: sent[2],
    });
    expect(older.messages.map((m) => m.id)).toEqual(sent.slice(0, 2));
  });

  it('rate limits sending per user with 429', async () => {
    // Its own server and database, with a small limit.
    const limited = await createHarness(await createTestDatabase(), {
      RATE_LIMIT_CHAT_PER_USER: '5',
    });
    try {
      const member = await signUp(limited);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/v1/chat/send',
              headers: auth(member.token),
              payload: { conversation_id: 1, content: `burst ${i}` },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('edit and delete', () => {
  it('the sender edits; another member may not', async () => {
    const { message } = await (
      await h.caller(ada.token)
    ).chat.send({ conversation_id: 1, content: 'tpyo' });
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/v1/chat/message/${message.id}`,
          headers: auth(bea.token),
          payload: { content: 'hijack' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/chat/message/${message.id}`,
      headers: auth(ada.token),
      payload: { content: 'typo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatchObject({ id: message.id, content: 'typo' });
    expect(res.json().data.message.edited_at).not.toBeNull();
  });

  it('the sender or an admin deletes; the message leaves the history but stays on record', async () => {
    const caller = await h.caller(ada.token);
    const first = (await caller.chat.send({ conversation_id: 1, content: 'delete me' })).message;
    const second = (await caller.chat.send({ conversation_id: 1, content: 'admin deletes me' }))
      .message;
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/chat/message/${first.id}`,
          headers: auth(bea.token),
        })
      ).statusCode,
    ).toBe(403);
    const own = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/chat/message/${first.id}`,
      headers: auth(ada.token),
    });
    expect(own.json()).toEqual({ data: { success: true } });
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/chat/message/${second.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(200);
    const ids = (await caller.chat.messages({ conversationId: 1, limit: 100 })).messages.map(
      (m) => m.id,
    );
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    const row = await h.db
      .selectFrom('messages')
      .select(['deleted_at', 'deleted_by'])
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_by).toBe(admin.id);
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/chat/message/${first.id}`,
          headers: auth(ada.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('search, unread and read', () => {
  it('searches one conversation, case-insensitively', async () => {
    await (
      await h.caller(bea.token)
    ).chat.send({ conversation_id: groupConversation, content: 'Who has a Sourdough starter?' });
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/chat/search/${groupConversation}?q=sourdough`,
      headers: auth(ada.token),
    });
    expect(res.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'Who has a Sourdough starter?',
    ]);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/chat/search/1?q=sourdough',
          headers: auth(ada.token),
        })
      ).json().messages,
    ).toEqual([]);
  });

  it("counts others' messages since the last read, and clears on read", async () => {
    const conv = groupConversation;
    await (await h.caller(ada.token)).chat.read({ id: conv });
    const bCaller = await h.caller(bea.token);
    await bCaller.chat.send({ conversation_id: conv, content: 'one' });
    await bCaller.chat.send({ conversation_id: conv, content: 'two' });
    const unread = await h.app.inject({
      method: 'GET',
      url: `/api/v1/chat/unread/${conv}`,
      headers: auth(ada.token),
    });
    expect(unread.json()).toEqual({ data: { conversation_id: conv, unread_count: 2 } });
    expect(
      (await (await h.caller(ada.token)).chat.conversations()).conversations.find(
        (c) => c.id === conv,
      )?.unread_count,
    ).toBe(2);
    // Your own messages never count as unread.
    expect((await bCaller.chat.unread({ id: conv })).unread_count).toBe(0);
    const read = await h.app.inject({
      method: 'POST',
      url: `/api/v1/chat/read/${conv}`,
      headers: auth(ada.token),
    });
    expect(read.json()).toEqual({ data: { success: true } });
    expect((await (await h.caller(ada.token)).chat.unread({ id: conv })).unread_count).toBe(0);
  });
});

describe('live events', () => {
  it('pushes created, updated and deleted messages to subscribers who may see them', async () => {
    const hub = (await h.context()).services.live;
    if (!hub) throw new Error('no hub');
    const controller = new AbortController();
    const received: ChatEvent[] = [];
    const listening = (async () => {
      for await (const [event] of on(hub.events, 'event', { signal: controller.signal })) {
        received.push(event as ChatEvent);
        if (received.length === 3) break;
      }
    })().catch(() => undefined);
    const caller = await h.caller(ada.token);
    const { message } = await caller.chat.send({ conversation_id: 1, content: 'live one' });
    await caller.chat.edit({ id: message.id, content: 'live one, edited' });
    await caller.chat.delete({ id: message.id });
    await Promise.race([listening, new Promise((r) => setTimeout(r, 3000))]);
    controller.abort();
    expect(received.map((e) => e.type)).toEqual(['created', 'updated', 'deleted']);
    expect(received[0]).toMatchObject({
      conversation_id: 1,
      message: { id: message.id, content: 'live one' },
    });
    expect(received[1]).toMatchObject({ message: { content: 'live one, edited' } });
    expect(received[2]).toEqual({ type: 'deleted', conversation_id: 1, message_id: message.id });
  });

  it("the subscription only yields events of the member's own conversations", async () => {
    // Send once the stream listens to the hub, or the messages would pass it by.
    const stream = await openLiveStream(h, cleo);
    await (
      await h.caller(bea.token)
    ).chat.send({ conversation_id: groupConversation, content: 'members only' });
    await (await h.caller(bea.token)).chat.send({ conversation_id: 1, content: 'everyone' });
    const seen = await stream.until((e) => (e as ChatEvent).conversation_id === 1);
    expect(seen.map((e) => (e as ChatEvent).conversation_id)).toEqual([1]);
  });

  it('a subscription needs a session', async () => {
    expect((await failure((await h.caller(null)).chat.events())).code).toBe('UNAUTHORIZED');
  });
});
