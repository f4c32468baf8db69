/**
 * A moderator's hide, show-again or delete of someone else's post or reply is written down in the
 * change's transaction: when the audit entry is refused (a trigger refuses entries about the ids in
 * audit_refusals), the change must not be there either. An author's own delete writes no entry.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let groupAdmin: TestUser;
let siteAdmin: TestUser;
let author: TestUser;
let group: number;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who: TestUser, payload?: object) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(who.token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function create(url: string, field: 'post' | 'reply') {
  const res = await call('POST', url, author, { content: 'Under review' });
  expect(res.statusCode).toBe(201);
  return (res.json().data as Record<string, { id: number }>)[field]!.id;
}

const refuseAuditOf = (entity: 'post' | 'reply', id: number) =>
  sql`insert into audit_refusals values (${entity}, ${id})`.execute(h.db);

const row = (table: 'group_posts' | 'group_post_replies', id: number) =>
  h.db
    .selectFrom(table)
    .select(['hidden_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  groupAdmin = await signUp(h);
  siteAdmin = await signUp(h, { role: 'admin' });
  author = await signUp(h);
  const res = await call('POST', '/community/groups', groupAdmin, {
    name: 'Audited circle',
    description: 'Where moderation is written down',
  });
  group = (res.json().data as { group: { id: number } }).group.id;
  await call('POST', `/community/groups/${group}/join`, author);
  await sql`create table audit_refusals (entity text, entity_id integer)`.execute(h.db);
  await sql`
    create function refuse_listed_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_refusals r where (r.entity, r.entity_id) = (new.entity, new.entity_id)) then
        raise exception 'audit entry refused';
      end if;
      return new;
    end $$`.execute(h.db);
  await sql`create trigger refuse_listed_audit before insert on audit_log
    for each row execute function refuse_listed_audit()`.execute(h.db);
});
afterAll(() => h.close());

describe('moderation of posts and replies is audited in the same transaction', () => {
  it('a refused entry leaves a post neither hidden nor deleted, and a reply neither hidden nor deleted', async () => {
    const postId = await create(`/community/groups/${group}/posts`, 'post');
    const replyId = await create(`/community/posts/${postId}/replies`, 'reply');
    await refuseAuditOf('post', postId);
    await refuseAuditOf('reply', replyId);
    for (const [url, who] of [
      [`/community/posts/${postId}/hide`, groupAdmin],
      [`/community/replies/${replyId}/hide`, siteAdmin],
    ] as const) {
      const res = await call('POST', url, who, { reason: 'Checking' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
      expect(res.body).not.toContain('audit entry refused');
    }
    for (const url of [`/community/replies/${replyId}`, `/community/posts/${postId}`])
      expect((await call('DELETE', url, groupAdmin)).statusCode).toBe(500);
    expect(await row('group_posts', postId)).toEqual({ hidden_at: null, deleted_at: null });
    expect(await row('group_post_replies', replyId)).toEqual({ hidden_at: null, deleted_at: null });
  });

  it('an author deleting her own reply and post writes no entry (and needs none)', async () => {
    const postId = await create(`/community/groups/${group}/posts`, 'post');
    const replyId = await create(`/community/posts/${postId}/replies`, 'reply');
    await refuseAuditOf('post', postId);
    await refuseAuditOf('reply', replyId);
    expect((await call('DELETE', `/community/replies/${replyId}`, author)).statusCode).toBe(200);
    expect((await call('DELETE', `/community/posts/${postId}`, author)).statusCode).toBe(200);
    expect((await row('group_posts', postId)).deleted_at).not.toBeNull();
  });

  it('a moderator delete of a post is written down with who and which group', async () => {
    const postId = await create(`/community/groups/${group}/posts`, 'post');
    expect((await call('DELETE', `/community/posts/${postId}`, siteAdmin)).statusCode).toBe(200);
    const entries = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'entity', 'details'])
      .where('entity_id', '=', postId)
      .where('entity', '=', 'post')
      .execute();
    expect(entries).toEqual([
      { actor_id: siteAdmin.id, action: 'delete', entity: 'post', details: { group_id: group } },
    ]);
  });
});
