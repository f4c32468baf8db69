import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { openDatabase, type DbHandle } from '../src/db/index.ts';
import { createLiveHub } from '../src/live/hub.ts';
import { SESSION_END_CHANNEL } from '../src/live/channels.ts';
import { createTestDatabase } from './db.ts';
import {
  createHarness,
  failure,
  signedIn,
  signUp,
  type Harness,
  type TestUser,
} from './harness.ts';

// Two server instances on one database, each with its own LISTEN connection: streams are opened
// on `other` and sessions are ended through `h`, so the signal must cross between processes.
let h: Harness;
let other: Harness;
let otherUrl: string;
let admin: TestUser;

beforeAll(async () => {
  const db = await createTestDatabase();
  h = await createHarness(db, { LIVE_STREAMS_PER_SESSION: '3' });
  other = await createHarness(await openDatabase({ databaseUrl: db.url }), {
    LIVE_STREAMS_PER_SESSION: '3',
  });
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
  admin = await signUp(h, { role: 'admin' });
});
afterAll(async () => {
  // Open streams would hold the close up, as in a shutdown.
  if (other) (await other.context()).services.live?.endStreams();
  await other?.close();
  await h?.close();
});

const send = (method: string, url: string, token: string, payload?: object) =>
  h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

/** How an open stream finished: 'open' if it had not within the wait. */
async function outcome(done: Promise<string>, waitMs = 3000): Promise<string> {
  return Promise.race([done, new Promise<string>((r) => setTimeout(() => r('open'), waitMs))]);
}

/** A stream through the tRPC caller; `done` settles with how it ended. */
async function callerStream(token: string): Promise<{ done: Promise<string> }> {
  const stream = (await (await other.caller(token)).chat.events()) as AsyncIterable<unknown>;
  const done = (async () => {
    try {
      for await (const event of stream) void event;
      return 'ended';
    } catch (error) {
      return (error as { code?: string }).code ?? 'error';
    }
  })();
  return { done };
}

interface SseStream {
  /** The tRPC events received (`connected`, `serialized-error`, ...) with their data. */
  events: { event: string; data: string }[];
  /** Settles when the server closes the response. */
  closed: Promise<string>;
  close(): void;
}

/** A stream as the browser opens it: server-sent events, token and stream name in the URL. */
async function sseStream(token: string, stream?: string): Promise<SseStream> {
  const controller = new AbortController();
  const params = encodeURIComponent(JSON.stringify({ token, ...(stream ? { stream } : {}) }));
  const res = await fetch(`${otherUrl}/trpc/chat.events?connectionParams=${params}`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  const events: SseStream['events'] = [];
  let announceConnected: () => void = () => undefined;
  const connected = new Promise<void>((r) => (announceConnected = r));
  const closed = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'closed';
      buffer += decoder.decode(value, { stream: true });
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const chunk = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        const event = /^event: (.*)$/m.exec(chunk)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(chunk)?.[1] ?? '';
        events.push({ event, data });
        announceConnected();
      }
    }
  })().catch(() => 'aborted');
  await Promise.race([connected, closed]);
  return { events, closed, close: () => controller.abort() };
}

const errorOf = (s: SseStream) =>
  s.events.find((e) => e.event === 'serialized-error')?.data ?? 'no error event';

describe('a live stream ends with its session', () => {
  it('after logout', async () => {
    const member = await signUp(h);
    const { done } = await callerStream(member.token);
    expect(await outcome(done, 200)).toBe('open');
    expect((await send('POST', '/api/v1/auth/logout', member.token)).statusCode).toBe(200);
    expect(await outcome(done)).toBe('UNAUTHORIZED');
  });

  it('after logout everywhere, on every device', async () => {
    const member = await signUp(h);
    const second = (await h.caller(null, '10.9.0.1')).auth.login({
      email: member.email,
      password: member.password,
    });
    const streams = [
      (await callerStream(member.token)).done,
      (await callerStream(signedIn(await second).token)).done,
    ];
    expect((await send('POST', '/api/v1/auth/logout-all', member.token)).statusCode).toBe(200);
    expect(await Promise.all(streams.map((s) => outcome(s)))).toEqual([
      'UNAUTHORIZED',
      'UNAUTHORIZED',
    ]);
  });

  it('after an admin deactivates the account', async () => {
    const member = await signUp(h);
    const { done } = await callerStream(member.token);
    const res = await send('PUT', `/api/v1/admin/users/${member.id}`, admin.token, {
      status: 'inactive',
    });
    expect(res.statusCode).toBe(200);
    expect(await outcome(done)).toBe('UNAUTHORIZED');
  });

  it('after a refresh replaces its token, while the new token streams on', async () => {
    const member = await signUp(h);
    const { done } = await callerStream(member.token);
    const res = await send('POST', '/api/v1/auth/refresh-token', member.token);
    expect(res.statusCode).toBe(200);
    expect(await outcome(done)).toBe('UNAUTHORIZED');
    const { done: fresh } = await callerStream(res.json().data.token);
    expect(await outcome(fresh, 300)).toBe('open');
  });

  it("other members' streams stay open", async () => {
    const leaving = await signUp(h);
    const staying = await signUp(h);
    const stays = (await callerStream(staying.token)).done;
    const leaves = (await callerStream(leaving.token)).done;
    await send('POST', '/api/v1/auth/logout', leaving.token);
    expect(await outcome(leaves)).toBe('UNAUTHORIZED');
    expect(await outcome(stays, 300)).toBe('open');
  });

  it('over server-sent events: the browser gets an UNAUTHORIZED error event and the response closes', async () => {
    const member = await signUp(h);
    const stream = await sseStream(member.token);
    expect(stream.events[0]?.event).toBe('connected');
    await send('POST', '/api/v1/auth/logout', member.token);
    expect(await outcome(stream.closed)).toBe('closed');
    expect(errorOf(stream)).toContain('"httpStatus":401');
  });
});

describe('live streams per session', () => {
  it('the stream past the cap is refused with 429; another session is not affected', async () => {
    const member = await signUp(h);
    const open = [];
    for (let i = 0; i < 3; i++) open.push((await callerStream(member.token)).done);
    const refused = await failure((await other.caller(member.token)).chat.events());
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(refused.message).toMatch(/live chat/i);
    const otherSession = await signUp(h);
    expect(await outcome((await callerStream(otherSession.token)).done, 200)).toBe('open');
    // Closing one frees its place.
    await send('POST', '/api/v1/auth/logout', member.token);
    expect(await Promise.all(open.map((s) => outcome(s)))).toEqual(Array(3).fill('UNAUTHORIZED'));
  });

  it('over server-sent events: a reconnect under the same stream name replaces its stream instead of counting twice', async () => {
    const member = await signUp(h);
    const tabs = [await sseStream(member.token, 'tab-a'), await sseStream(member.token, 'tab-b')];
    // Tab A reconnects three times (its old connection still open as far as the server knows).
    const reconnects = [];
    for (let i = 0; i < 3; i++) reconnects.push(await sseStream(member.token, 'tab-a'));
    for (const s of reconnects) expect(s.events[0]?.event, errorOf(s)).toBe('connected');
    // The replaced connections were closed by the server.
    expect(await outcome(tabs[0]!.closed)).toBe('closed');
    const third = await sseStream(member.token, 'tab-c');
    expect(third.events[0]?.event, errorOf(third)).toBe('connected');
    const fourth = await sseStream(member.token, 'tab-d');
    expect(await outcome(fourth.closed)).toBe('closed');
    expect(errorOf(fourth)).toContain('"httpStatus":429');
    [...tabs, ...reconnects, third, fourth].forEach((s) => s.close());
  });

  it('a stream whose client left while it was opening gives its place back', async () => {
    const member = await signUp(h);
    const hub = (await other.context()).services.live!;
    const openStream = hub.openStream;
    let leave: () => void = () => undefined;
    // The client goes away once the stream holds its place and before tRPC reads from it.
    hub.openStream = async (owner, max) => {
      const stream = await openStream(owner, max);
      leave();
      // Time for the client's close to reach the server: the request is aborted when this returns.
      await new Promise((r) => setTimeout(r, 100));
      return stream;
    };
    try {
      const params = encodeURIComponent(JSON.stringify({ token: member.token }));
      // More times than the cap (3).
      for (let i = 0; i < 4; i++) {
        const controller = new AbortController();
        leave = () => controller.abort();
        await fetch(`${otherUrl}/trpc/chat.events?connectionParams=${params}`, {
          signal: controller.signal,
          headers: { accept: 'text/event-stream' },
        }).catch(() => undefined);
        controller.abort();
      }
    } finally {
      hub.openStream = openStream;
    }
    // Past the last opening's wait. A refused stream would close after an error event (429).
    await new Promise((r) => setTimeout(r, 200));
    const stream = await sseStream(member.token);
    expect(await outcome(stream.closed, 300), errorOf(stream)).toBe('open');
    stream.close();
  });
});

describe('a listener that was away', () => {
  it('rechecks its streams when it reconnects: a session that ended meanwhile loses its stream', async () => {
    const handle = await openDatabase({ databaseUrl: (await createTestDatabase()).url });
    const local = await createHarness(handle);
    // A hub whose session notices are dropped, as while its listener's connection is down.
    let reconnect: () => void = () => undefined;
    const hub = await createLiveHub({
      ...handle,
      listen: async (channel, onPayload, onReconnect) => {
        if (channel !== SESSION_END_CHANNEL) return handle.listen(channel, onPayload, onReconnect);
        if (onReconnect) reconnect = onReconnect;
        return async () => undefined;
      },
    } satisfies DbHandle);
    try {
      const [gone, kept] = [await signUp(local), await signUp(local)];
      const open = async (member: TestUser) =>
        hub.openStream(
          {
            sessionId: (await local.context(member.token)).session!.id,
            userId: member.id,
            streamId: null,
          },
          { perSession: 3, perMember: 3 },
        );
      const goneStream = await open(gone);
      const keptStream = await open(kept);
      await local.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { authorization: `Bearer ${gone.token}` },
      });
      // A window to wait out, not a condition: the notice was dropped, so nothing may end the
      // stream before the listener reconnects.
      await new Promise((r) => setTimeout(r, 200));
      expect(goneStream.signal.aborted).toBe(false);
      reconnect();
      await expect.poll(() => goneStream.signal.aborted).toBe(true);
      expect(goneStream.signal.reason).toBe('session-ended');
      expect(keptStream.signal.aborted).toBe(false);
    } finally {
      await hub.close();
      await local.close();
    }
  });
});
