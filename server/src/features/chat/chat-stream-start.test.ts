import { on } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import {
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { openLiveStream } from '../../../test/live-stream.ts';
import { RECENT_MS } from '../../live/hub.ts';

let h: Harness;
let ada: TestUser;
let bea: TestUser;
let groupConversation: number;

/** Sends a message and waits until the hub has handed it out (so it is among what it recalls). */
async function sendAndDeliver(who: TestUser, conversationId: number, content: string) {
  const hub = (await h.context()).services.live!;
  const controller = new AbortController();
  const delivered = (async () => {
    for await (const [event] of on(hub.events, 'event', { signal: controller.signal }))
      if ((event as { message?: { content?: string } }).message?.content === content) return;
  })();
  await (await h.caller(who.token)).chat.send({ conversation_id: conversationId, content });
  await delivered;
  controller.abort();
}

const isMessage = (text: string) => (e: ChatStreamEvent) =>
  e.type === 'created' && e.message.content === text;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  const { group } = await (
    await h.caller(ada.token)
  ).community.create({
    name: 'Quiet readers',
    description: 'Books and tea',
    category: 'General',
    is_private: false,
    max_members: 10,
  });
  const { conversations } = await (await h.caller(ada.token)).chat.conversations();
  groupConversation = conversations.find((c) => c.group_id === group.id)!.id;
  // The hub vouches only for what it handed out since it started, a moment ago here: its clock
  // (and everyone's) moves a minute on, as if the server had been up for a while.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 60_000);
});
afterAll(async () => {
  vi.useRealTimers();
  await h.close();
});

// In order: the first test needs a hub that has handed out nothing she may see.
describe('the start of a live stream, after the page read what it shows', () => {
  it('with nothing for her since the page read its data, the stream starts with no resync', async () => {
    // Only a room she is not in has had a message.
    await sendAndDeliver(ada, groupConversation, 'for the group only');
    const stream = await openLiveStream(h, bea, { input: { age: 2_000 } });
    await (await h.caller(ada.token)).chat.send({ conversation_id: 1, content: 'after the start' });
    const seen = await stream.until(isMessage('after the start'));
    expect(seen.map((e) => e.type)).toEqual(['created']);
  });

  it('a message for her since the page read its data starts the stream with a resync', async () => {
    await sendAndDeliver(ada, 1, 'while her page loaded');
    const stream = await openLiveStream(h, bea, { input: { age: 2_000 } });
    await (await h.caller(ada.token)).chat.send({ conversation_id: 1, content: 'later' });
    const seen = await stream.until(isMessage('later'));
    expect(seen.map((e) => e.type)).toEqual(['resync', 'created']);
  });

  it('a page older than what the hub recalls gets a resync; a stream without an age does not', async () => {
    const old = await openLiveStream(h, bea, { input: { age: RECENT_MS + 1_000 } });
    expect((await old.until((e) => e.type === 'resync')).map((e) => e.type)).toEqual(['resync']);
    const plain = await openLiveStream(h, bea);
    await (await h.caller(ada.token)).chat.send({ conversation_id: 1, content: 'no age' });
    expect((await plain.until(isMessage('no age'))).map((e) => e.type)).toEqual(['created']);
  });

  it('a page the server rendered says when: what came before that render starts no resync, what came after does', async () => {
    await sendAndDeliver(ada, 1, 'before her page was rendered');
    // The render began a second later (past the 0.5 s allowed for two processes' clocks).
    const renderedAt = Date.now() + 1_000;
    vi.setSystemTime(renderedAt + 2_000);
    const after = await openLiveStream(h, bea, { input: { age: 30_000, read_at: renderedAt } });
    await (await h.caller(ada.token)).chat.send({ conversation_id: 1, content: 'live again' });
    expect((await after.until(isMessage('live again'))).map((e) => e.type)).toEqual(['created']);

    await sendAndDeliver(ada, 1, 'after her page was rendered');
    const before = await openLiveStream(h, bea, {
      input: { age: 30_000, read_at: Date.now() - 1_000 },
    });
    await (await h.caller(ada.token)).chat.send({ conversation_id: 1, content: 'and again' });
    expect((await before.until(isMessage('and again'))).map((e) => e.type)).toEqual([
      'resync',
      'created',
    ]);
  });

  it('refuses an age or a render time that is not a whole number of milliseconds', async () => {
    const caller = await h.caller(bea.token);
    for (const age of [-1, 1.5, Number.MAX_SAFE_INTEGER])
      expect((await failure(caller.chat.events({ age }))).code).toBe('BAD_REQUEST');
    for (const read_at of [0, 2.5])
      expect((await failure(caller.chat.events({ age: 1, read_at }))).code).toBe('BAD_REQUEST');
  });
});
