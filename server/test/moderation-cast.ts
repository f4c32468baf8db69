import type { ReportReason, ReportTargetType } from '@hercircle/shared';
import { createTestDatabase } from './db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from './harness.ts';

/** The cast of the moderation tests: two groups with their admins, an author and her reporters. */
export interface Cast {
  h: Harness;
  siteAdmin: TestUser;
  /** Admin of group G, where `author` posts. */
  groupAdmin: TestUser;
  /** Admin of group H only. */
  otherAdmin: TestUser;
  author: TestUser;
  reporters: TestUser[];
  /** Signed in, runs no group. */
  outsider: TestUser;
  g: number;
  gh: number;
  room: number;
}

export interface Reply {
  statusCode: number;
  body: string;
  json(): { data?: Record<string, never>; message?: string; code?: string; issues?: unknown[] };
}

export function rest(
  h: Harness,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Reply> {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  }) as unknown as Promise<Reply>;
}

export async function castOf(): Promise<Cast> {
  const h = await createHarness(await createTestDatabase());
  const [siteAdmin, groupAdmin, otherAdmin, author, outsider, ...reporters] = (await Promise.all(
    [
      { role: 'admin' as const, first_name: 'Sita' },
      { first_name: 'Grace' },
      { first_name: 'Olga' },
      { first_name: 'Ada', last_name: 'Authorova' },
      { first_name: 'Oona' },
      { first_name: 'Rita' },
      { first_name: 'Rosa' },
      { first_name: 'Ruth' },
    ].map((opts) => signUp(h, opts)),
  )) as [TestUser, TestUser, TestUser, TestUser, TestUser, ...TestUser[]];
  const group = async (owner: TestUser, name: string) =>
    (
      await (
        await h.caller(owner.token)
      ).community.create({ name, description: 'A group with a moderation queue' })
    ).group.id;
  const g = await group(groupAdmin, 'Moderated circle');
  const gh = await group(otherAdmin, 'Another circle');
  for (const m of [author, ...reporters]) await (await h.caller(m.token)).community.join({ id: g });
  const { conversations } = await (await h.caller(author.token)).chat.conversations();
  const room = conversations.find((c) => c.group_id === g)?.id ?? 0;
  return { h, siteAdmin, groupAdmin, otherAdmin, author, reporters, outsider, g, gh, room };
}

export async function newPost(
  c: Cast,
  content: string,
  opts: { anonymous?: boolean; by?: TestUser } = {},
) {
  const by = opts.by ?? c.author;
  const { post } = await (await c.h.caller(by.token)).community.post({ id: c.g, content });
  if (opts.anonymous)
    await c.h.db
      .updateTable('group_posts')
      .set({ anonymous: true })
      .where('id', '=', post.id)
      .execute();
  return post.id;
}

export async function newReply(c: Cast, postId: number, content: string, anonymous = false) {
  const row = await c.h.db
    .insertInto('group_post_replies')
    .values({ post_id: postId, user_id: c.author.id, content, anonymous })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newMessage(c: Cast, content: string) {
  const { message } = await (
    await c.h.caller(c.author.token)
  ).chat.send({
    conversation_id: c.room,
    content,
  });
  return message.id;
}

/** Reports as members would file them (V2's POST /reports stores the same columns). */
export async function report(
  c: Cast,
  target: { type: ReportTargetType; id: number; group?: number | null; user?: number | null },
  reasons: ReportReason[],
  note: string | null = null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, reason] of reasons.entries()) {
    const reporter = c.reporters[i];
    if (!reporter) throw new Error('not enough reporters');
    const row = await c.h.db
      .insertInto('reports')
      .values({
        reporter_id: reporter.id,
        target_type: target.type,
        target_id: target.id,
        group_id: target.group === undefined ? c.g : target.group,
        target_user_id: target.user === undefined ? c.author.id : target.user,
        reason,
        note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
