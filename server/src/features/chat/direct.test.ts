import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { openLiveStream } from '../../../test/live-stream.ts';

let h: Harness;
let groupId: number;
const CANT = "You can't message this member";

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_CHAT_PER_USER: '1000' });
  const founder = await signUp(h);
  const created = await call('POST', '/community/groups', founder, {
    name: 'Common ground',
    description: 'Where members meet',
    is_private: false,
  });
  groupId = created.json().data.group.id;
});
afterAll(() => h.close());

function call(method: 'GET' | 'POST', url: string, who: TestUser, payload?: object) {
  return h.app.inject({ method, url: `/api/v1${url}`, headers: auth(who.token), payload });
}

/** A member of the shared group (the default dm_policy lets its members write to each other). */
async function member(first_name: string) {
  const user = await signUp(h, { first_name, last_name: 'Test' });
  await call('POST', `/community/groups/${groupId}/join`, user, {});
  return user;
}

const dm = (from: TestUser, to: TestUser, content: string) =>
  call('POST', '/chat/direct', from, { user_id: to.id, content });

async function conversationsOf(who: TestUser) {
  const body = (await call('GET', '/chat/conversations', who)).json();
  return body.conversations as { id: number; name: string; kind: string; pending: boolean }[];
}
async function requestsOf(who: TestUser) {
  return (await call('GET', '/chat/requests', who)).json().conversations as {
    id: number;
    name: string;
    last_message: { content: string } | null;
  }[];
}
async function messagesOf(who: TestUser, conversationId: number) {
  const res = await call('GET', `/chat/messages/${conversationId}`, who);
  return {
    status: res.statusCode,
    contents: res.json().messages?.map((m: { content: string }) => m.content),
  };
}

describe('a first message', () => {
  it('opens a direct conversation (201) that reaches the recipient as a request and a notification', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const res = await dm(ada, bea, '  Hello Bea  ');
    expect(res.statusCode).toBe(201);
    const { conversation, message } = res.json().data;
    expect(conversation).toMatchObject({
      kind: 'direct',
      name: 'Bea Test',
      member: { id: bea.id, first_name: 'Bea' },
      pending: true,
      unread_count: 0,
    });
    expect(message).toMatchObject({ content: 'Hello Bea', sender_id: ada.id });
    // The sender lists it; the recipient sees a request, not an open conversation.
    expect((await conversationsOf(ada)).find((c) => c.id === conversation.id)).toBeDefined();
    expect((await conversationsOf(bea)).find((c) => c.id === conversation.id)).toBeUndefined();
    const requests = await requestsOf(bea);
    expect(requests).toMatchObject([
      {
        id: conversation.id,
        name: 'Ada Test',
        last_message: { content: 'Hello Bea' },
        unread_count: 1,
      },
    ]);
    expect(await requestsOf(ada)).toEqual([]);
    const notes = (await call('GET', '/notifications', bea)).json().data.notifications;
    expect(notes).toMatchObject([
      {
        kind: 'message_request',
        actor: { id: ada.id },
        target: { type: 'conversation', id: conversation.id },
        url: `/messages?c=${conversation.id}`,
      },
    ]);
    // She may read the request before answering it, but not reply until she accepts.
    expect(await messagesOf(bea, conversation.id)).toEqual({
      status: 200,
      contents: ['Hello Bea'],
    });
    const early = await call('POST', '/chat/send', bea, {
      conversation_id: conversation.id,
      content: 'Hi?',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Accept the message request to reply');
  });

  it('reuses the pair’s conversation, in both directions', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const first = (await dm(ada, bea, 'One')).json().data.conversation.id;
    expect((await dm(ada, bea, 'Two')).json().data.conversation.id).toBe(first);
    // Writing back through POST /chat/direct answers (accepts) the request.
    const back = await dm(bea, ada, 'Back');
    expect(back.statusCode).toBe(201);
    expect(back.json().data.conversation).toMatchObject({
      id: first,
      name: 'Ada Test',
      pending: false,
    });
    expect(await requestsOf(bea)).toEqual([]);
    const rows = await h.db
      .selectFrom('conversations')
      .select('id')
      .where('user_low_id', '=', Math.min(ada.id, bea.id))
      .where('user_high_id', '=', Math.max(ada.id, bea.id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('concurrent first messages of both members make one conversation', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const answers = await Promise.all([
      dm(ada, bea, 'a1'),
      dm(bea, ada, 'b1'),
      dm(ada, bea, 'a2'),
      dm(bea, ada, 'b2'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((r) => r.json().data.conversation.id));
    expect(ids.size).toBe(1);
    const pair = await h.db
      .selectFrom('conversations')
      .select('id')
      .where('user_low_id', '=', Math.min(ada.id, bea.id))
      .where('user_high_id', '=', Math.max(ada.id, bea.id))
      .execute();
    expect(pair).toHaveLength(1);
    const id = pair[0]?.id ?? 0;
    expect((await messagesOf(ada, id)).contents.sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('refuses herself (400), an unknown or deactivated member (404) and an empty message (400)', async () => {
    const ada = await member('Ada');
    const gone = await member('Gone');
    await h.db
      .updateTable('users')
      .set({ deactivated_at: new Date() })
      .where('id', '=', gone.id)
      .execute();
    const self = await dm(ada, ada, 'Me');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      message: "You can't message yourself",
      code: 'BAD_REQUEST',
    });
    expect(
      (await call('POST', '/chat/direct', ada, { user_id: 99999999, content: 'Hi' })).statusCode,
    ).toBe(404);
    const deactivated = await dm(ada, gone, 'Hi');
    expect(deactivated.statusCode).toBe(404);
    expect(deactivated.json()).toMatchObject({ message: 'Member not found', code: 'NOT_FOUND' });
    const empty = await call('POST', '/chat/direct', ada, { user_id: gone.id, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });

  it('a request holds at most three messages until it is accepted', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    for (const text of ['1', '2', '3']) expect((await dm(ada, bea, text)).statusCode).toBe(201);
    const fourth = await dm(ada, bea, '4');
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe(
      'A message request holds up to 3 messages until it is accepted',
    );
    const [request] = await requestsOf(bea);
    const accepted = await call('POST', `/chat/requests/${request?.id}/accept`, bea);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.conversation).toMatchObject({ id: request?.id, name: 'Ada Test' });
    expect((await dm(ada, bea, '4')).statusCode).toBe(201);
    const sent = await call('POST', '/chat/send', bea, {
      conversation_id: request?.id,
      content: 'Hi Ada',
    });
    expect(sent.statusCode).toBe(201);
    expect((await conversationsOf(ada)).find((c) => c.id === request?.id)).toMatchObject({
      pending: false,
      name: 'Bea Test',
    });
    expect((await conversationsOf(bea)).find((c) => c.id === request?.id)).toMatchObject({
      kind: 'direct',
      name: 'Ada Test',
    });
  });
});

describe('answering a request', () => {
  it('only its recipient answers, once (404 otherwise)', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const cleo = await member('Cleo');
    const id = (await dm(ada, bea, 'Hi')).json().data.conversation.id;
    expect((await call('POST', `/chat/requests/${id}/accept`, ada)).statusCode).toBe(404);
    expect((await call('POST', `/chat/requests/${id}/decline`, cleo)).statusCode).toBe(404);
    expect((await call('POST', `/chat/requests/1/accept`, bea)).statusCode).toBe(404);
    expect((await call('POST', `/chat/requests/${id}/accept`, bea)).statusCode).toBe(200);
    expect((await call('POST', `/chat/requests/${id}/decline`, bea)).statusCode).toBe(404);
  });

  it('declining hides it from her; the sender is not told and nothing new reaches her', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const id = (await dm(ada, bea, 'Hello?')).json().data.conversation.id;
    const declined = await call('POST', `/chat/requests/${id}/decline`, bea);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ data: { success: true } });
    expect(await requestsOf(bea)).toEqual([]);
    expect((await conversationsOf(bea)).find((c) => c.id === id)).toBeUndefined();
    expect((await messagesOf(bea, id)).status).toBe(404);
    // Her side reads as before: still waiting, her message still sent, and she may write again.
    const before = (await conversationsOf(ada)).find((c) => c.id === id);
    expect(before).toMatchObject({ pending: true, name: 'Bea Test' });
    const again = await dm(ada, bea, 'Are you there?');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.conversation.pending).toBe(true);
    expect((await messagesOf(ada, id)).contents).toEqual(['Hello?', 'Are you there?']);
    expect(await requestsOf(bea)).toEqual([]);
    const notes = (await call('GET', '/notifications', bea)).json().data.notifications;
    expect(notes.filter((n: { kind: string }) => n.kind === 'message_request')).toHaveLength(1);
    const unread = await call('GET', `/chat/unread/${id}`, bea);
    expect(unread.statusCode).toBe(404);
  });

  it('a suspended member may still decline, not accept or write', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const cleo = await member('Cleo');
    const fromAda = (await dm(ada, bea, 'Hi')).json().data.conversation.id;
    const fromCleo = (await dm(cleo, bea, 'Hi')).json().data.conversation.id;
    await h.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', bea.id)
      .execute();
    expect((await call('POST', `/chat/requests/${fromAda}/decline`, bea)).statusCode).toBe(200);
    expect((await call('POST', `/chat/requests/${fromCleo}/accept`, bea)).statusCode).toBe(403);
    expect((await dm(bea, ada, 'Hi')).statusCode).toBe(403);
  });
});

describe('who may be messaged', () => {
  it('follows the recipient’s dm_policy', async () => {
    const ada = await member('Ada');
    const stranger = await signUp(h, { first_name: 'Sol', last_name: 'Stranger' });
    const setPolicy = (who: TestUser, dm_policy: string) =>
      h.db
        .updateTable('users')
        .set({ dm_policy: dm_policy as 'nobody' })
        .where('id', '=', who.id)
        .execute();
    // shared_groups (the default): no shared active group, no message.
    const outside = await dm(stranger, ada, 'Hi');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ message: CANT, code: 'FORBIDDEN' });
    const bea = await member('Bea');
    await setPolicy(bea, 'nobody');
    const nobody = await dm(ada, bea, 'Hi');
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json().message).toBe(CANT);
    await setPolicy(ada, 'everyone');
    expect((await dm(stranger, ada, 'Hi')).statusCode).toBe(201);
    // A group set inactive is no longer shared.
    const cleo = await member('Cleo');
    const dee = await member('Dee');
    await h.db
      .updateTable('groups')
      .set({ status: 'inactive' })
      .where('id', '=', groupId)
      .execute();
    try {
      expect((await dm(cleo, dee, 'Hi')).statusCode).toBe(403);
    } finally {
      await h.db
        .updateTable('groups')
        .set({ status: 'active' })
        .where('id', '=', groupId)
        .execute();
    }
    expect((await dm(cleo, dee, 'Hi')).statusCode).toBe(201);
  });

  it('a blocked pair cannot open a conversation, either way, with the same refusal', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    expect((await call('POST', `/users/${bea.id}/block`, ada)).statusCode).toBeLessThan(300);
    for (const [from, to] of [
      [ada, bea],
      [bea, ada],
    ] as const) {
      const res = await dm(from, to, 'Hi');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: CANT, code: 'FORBIDDEN' });
    }
  });

  it('a block after the conversation exists stops it both ways and hides the other’s messages', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const id = (await dm(ada, bea, 'From Ada')).json().data.conversation.id;
    await dm(bea, ada, 'From Bea');
    await call('POST', `/users/${ada.id}/block`, bea);
    for (const [from, to] of [
      [ada, bea],
      [bea, ada],
    ] as const) {
      expect((await dm(from, to, 'Still there?')).json().message).toBe(CANT);
      const send = await call('POST', '/chat/send', from, { conversation_id: id, content: 'Hm' });
      expect(send.statusCode).toBe(403);
      expect(send.json().message).toBe(CANT);
    }
    expect((await messagesOf(ada, id)).contents).toEqual(['From Ada']);
    expect((await messagesOf(bea, id)).contents).toEqual(['From Bea']);
  });
});

describe('live delivery', () => {
  const openStream = async (who: TestUser) => (await openLiveStream(h, who)).seen;
  const contents = (seen: ChatStreamEvent[]) =>
    seen.flatMap((e) => (e.type === 'created' ? [e.message.content] : []));

  it('reaches the two members only, and never a recipient who declined', async () => {
    const ada = await member('Ada');
    const bea = await member('Bea');
    const cleo = await member('Cleo');
    const adaSeen = await openStream(ada);
    const beaSeen = await openStream(bea);
    const cleoSeen = await openStream(cleo);
    const id = (await dm(ada, bea, 'Live hello')).json().data.conversation.id;
    await expect.poll(() => contents(beaSeen)).toEqual(['Live hello']);
    await call('POST', `/chat/requests/${id}/accept`, bea);
    await call('POST', '/chat/send', bea, { conversation_id: id, content: 'Live answer' });
    await expect.poll(() => contents(adaSeen)).toEqual(['Live hello', 'Live answer']);

    const fromCleo = (await dm(cleo, bea, 'Knock knock')).json().data.conversation.id;
    await call('POST', `/chat/requests/${fromCleo}/decline`, bea);
    await dm(cleo, bea, 'Knock again');
    await dm(ada, bea, 'Marker');
    await expect.poll(() => contents(beaSeen)).toContain('Marker');
    expect(contents(beaSeen)).not.toContain('Knock again');
    expect(contents(cleoSeen)).toEqual(['Knock knock', 'Knock again']);
  });
});
