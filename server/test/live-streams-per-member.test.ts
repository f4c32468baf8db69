import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { auth, createHarness, failure, signedIn, signUp, type Harness } from './harness.ts';

// The defaults: 5 live streams per session, 10 per member across all her sessions.
let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
}, 60_000);
afterAll(async () => {
  // Open streams would hold the close up, as in a shutdown.
  (await h.context()).services.live?.endStreams();
  await h.close();
});

/** A stream through the tRPC caller; `done` settles with how it ended. */
async function openStream(token: string): Promise<{ done: Promise<string> }> {
  const stream = (await (await h.caller(token)).chat.events()) as AsyncIterable<unknown>;
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

const outcome = (done: Promise<string>, waitMs = 3000) =>
  Promise.race([done, new Promise<string>((r) => setTimeout(() => r('open'), waitMs))]);

async function newSession(email: string, password: string): Promise<string> {
  const visitor = await h.caller(null, `10.95.0.${Math.floor(Math.random() * 250)}`);
  return signedIn(await visitor.auth.login({ email, password })).token;
}

describe('live streams per member', () => {
  it('past 10 streams over all her sessions the next is refused with 429; another member is not affected', async () => {
    const member = await signUp(h);
    const sessions = [
      member.token,
      await newSession(member.email, member.password),
      await newSession(member.email, member.password),
    ];
    const open = [];
    for (const token of sessions.slice(0, 2))
      for (let i = 0; i < 5; i++) open.push((await openStream(token)).done);
    expect(await Promise.all(open.map((s) => outcome(s, 100)))).toEqual(Array(10).fill('open'));

    // A third session of hers, under its own cap of 5, is refused: the member's cap is reached.
    const refused = await failure((await h.caller(sessions[2])).chat.events());
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(refused.message).toMatch(/live chat/i);

    const neighbour = await signUp(h);
    expect(await outcome((await openStream(neighbour.token)).done, 100)).toBe('open');

    // Signing out of one session gives its places back.
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: auth(sessions[0]!),
    });
    expect(out.statusCode).toBe(200);
    expect(await Promise.all(open.slice(0, 5).map((s) => outcome(s)))).toEqual(
      Array(5).fill('UNAUTHORIZED'),
    );
    expect(await outcome((await openStream(sessions[2]!)).done, 100)).toBe('open');
  });
});
