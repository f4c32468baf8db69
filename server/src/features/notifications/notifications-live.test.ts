import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { openLiveStream } from '../../../test/live-stream.ts';

let h: Harness;
let author: TestUser;
let fellow: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  author = await signUp(h, { first_name: 'Ada', last_name: 'Author' });
  fellow = await signUp(h, { first_name: 'Fay', last_name: 'Fellow' });
});
afterAll(() => h.close());

/** A member's one live stream (chat.events): what it has received so far. */
const openStream = async (who: TestUser) => (await openLiveStream(h, who)).seen;

it('a new notification reaches its member’s chat stream, and only hers', async () => {
  const inject = (url: string, who: TestUser, payload: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(who.token), payload });
  const created = await inject('/community/groups', author, {
    name: 'Live notes',
    description: 'Where the bell rings',
    is_private: false,
  });
  const group = created.json().data.group.id as number;
  await inject(`/community/groups/${group}/join`, fellow, {});
  const posted = await inject(`/community/groups/${group}/posts`, author, { content: 'Hello' });
  const postId = posted.json().data.post.id as number;

  const authorSeen = await openStream(author);
  const fellowSeen = await openStream(fellow);
  const replied = await inject(`/community/posts/${postId}/replies`, fellow, { content: 'Hi' });
  expect(replied.statusCode).toBe(201);
  await expect.poll(() => authorSeen).toContainEqual({ type: 'notification' });
  // The replier's stream hears nothing, and the author's own reply does not ring her bell.
  await inject(`/community/posts/${postId}/replies`, author, { content: 'Thanks' });
  await new Promise((r) => setTimeout(r, 200));
  expect(fellowSeen.filter((e) => e.type === 'notification')).toEqual([]);
  expect(authorSeen.filter((e) => e.type === 'notification')).toHaveLength(1);
});
