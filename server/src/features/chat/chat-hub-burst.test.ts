import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../live/notices.ts';
import { LIVE_CHANNEL } from '../../live/channels.ts';
import { createLiveHub } from '../../live/hub.ts';
import type { DbHandle } from '../../db/index.ts';
import { createTestDatabase } from '../../../test/db.ts';

let handle: DbHandle;
let room: number;
let sender: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { rows: users } = await sql<{ id: number }>`
    insert into users (email, password_hash, first_name, last_name)
    values ('burst@example.com', 'x', 'Bea', 'Burst') returning id`.execute(handle.db);
  sender = users[0]!.id;
  // The community room the migrations make, or one of its own.
  const found = await sql<{ id: number }>`
    select id from conversations where kind = 'community' limit 1`.execute(handle.db);
  const rooms = found.rows.length
    ? found.rows
    : (
        await sql<{ id: number }>`
          insert into conversations (kind, name) values ('community', 'Burst room')
          returning id`.execute(handle.db)
      ).rows;
  room = rooms[0]!.id;
}, 60_000);
afterAll(() => handle?.close());

/** Counts the statements that read messages. */
function countingReads() {
  const counter = { reads: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'SelectQueryNode') counter.reads += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe('the chat hub under a burst of sends', () => {
  it('delivers every message of a burst, in the order of its notices, reading them together', async () => {
    const { rows } = await sql<{ id: number }>`
      insert into messages (conversation_id, sender_id, content)
      select ${room}, ${sender}, 'Burst ' || n from generate_series(1, 300) as n
      returning id`.execute(handle.db);
    const ids = rows.map((r) => r.id);

    // The hub on the test database, with the notices handed to it by the test.
    let deliverNotice: (payload: string) => void = () => undefined;
    const { counter, plugin } = countingReads();
    const hub = await createLiveHub({
      ...handle,
      db: handle.db.withPlugin(plugin),
      listen: async (channel, onPayload) => {
        if (channel === LIVE_CHANNEL) deliverNotice = onPayload;
        return async () => undefined;
      },
    });
    const received: LiveEvent[] = [];
    hub.events.on('event', (event: LiveEvent) => received.push(event));
    const done = new Promise<void>((resolve) =>
      hub.events.on('event', () => received.length === ids.length + 1 && resolve()),
    );
    try {
      // As a busy minute of sends arrives: notices faster than one read each can follow, a
      // deleted message among them, and notices that need no read.
      const gone = ids[10]!;
      await sql`update messages set deleted_at = now() where id = ${gone}`.execute(handle.db);
      counter.reads = 0;
      for (const id of ids)
        deliverNotice(JSON.stringify({ type: 'created', conversation_id: room, message_id: id }));
      deliverNotice(JSON.stringify({ type: 'notification', users: [sender] }));
      deliverNotice('not json');
      deliverNotice(JSON.stringify({ type: 'deleted', conversation_id: room, message_id: gone }));
      await done;

      const created = received.filter((e) => e.type === 'created');
      expect(created.map((e) => (e.type === 'created' ? e.message.id : 0))).toEqual(
        ids.filter((id) => id !== gone),
      );
      expect(created[0]).toMatchObject({
        conversation_id: room,
        message: { content: 'Burst 1', sender: { first_name: 'Bea' } },
      });
      // The two notices after the messages leave after them, in order.
      expect(received.slice(-2).map((e) => e.type)).toEqual(['notification', 'deleted']);
      // One read for the first notice, then the rest together: not one per message.
      expect(counter.reads).toBeLessThanOrEqual(3);
    } finally {
      await hub.close();
    }
  });
});
