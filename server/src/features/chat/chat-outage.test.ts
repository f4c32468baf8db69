// A live stream checks each event against the member's conversations. When the database is gone that
// check cannot answer "not yours": the stream must fail with 503, not drop the event as if forbidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import { openDatabase, type DbHandle } from '../../db/index.ts';
import { toAppError } from '../../lib/app-error.ts';
import { appRouter } from '../../trpc/app-router.ts';
import { createCallerFactory } from '../../trpc/init.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { freePort } from '../../../test/pg-server.ts';
import { createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { hubListener } from '../../../test/live-stream.ts';

let h: Harness;
let ada: TestUser;
let unreachable: DbHandle;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada' });
  // Nothing listens on a free port: every query fails the way a stopped PostgreSQL makes it fail.
  unreachable = await openDatabase({
    databaseUrl: `postgres://nobody@127.0.0.1:${await freePort()}/gone`,
  });
});
afterAll(async () => {
  await unreachable.close();
  await h.close();
});

describe('a live stream while the database is unreachable', () => {
  it('fails with SERVICE_UNAVAILABLE instead of hiding the event as not allowed', async () => {
    const ctx = await h.context(ada.token);
    const hub = ctx.services.live;
    if (!hub) throw new Error('no hub');
    const listening = await hubListener(h);
    // The session was resolved while the database was up; the outage starts with the stream.
    const caller = createCallerFactory(appRouter)({ ...ctx, db: unreachable.db });
    const stream = (await caller.chat.events()) as AsyncIterable<ChatStreamEvent>;
    const iterator = stream[Symbol.asyncIterator]();
    const first = iterator.next().then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    await listening();
    hub.events.emit('event', { type: 'deleted', conversation_id: 1, message_id: 1 });
    // Always yielded: if the event above were swallowed, this is what the member would get instead.
    hub.events.emit('event', { type: 'resync' });

    const outcome = await first;
    expect('result' in outcome ? outcome.result.value : undefined).toBeUndefined();
    expect(toAppError((outcome as { error?: unknown }).error)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    await iterator.return?.();
  });
});
