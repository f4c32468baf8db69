import { expect } from 'vitest';
import { sql } from 'kysely';
import { auth, signUp, type Harness, type TestUser } from './harness.ts';

/** What the shield's tests share: REST calls as a member, groups, posts, replies, ages. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export interface Reply {
  statusCode: number;
  json(): Json;
}

export function kit(h: () => Harness) {
  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestUser,
    payload?: Record<string, unknown>,
  ): Promise<Reply> {
    return h().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: auth(who.token),
      ...(payload ? { payload } : {}),
    }) as unknown as Promise<Reply>;
  }

  /** A member whose account is `days` old. */
  async function member(first_name: string, days = 30): Promise<TestUser> {
    const user = await signUp(h(), { first_name, last_name: 'Shield' });
    await h()
      .db.updateTable('users')
      .set({ created_at: sql`now() - make_interval(days => ${days})` })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  async function group(owner: TestUser, members: TestUser[]): Promise<number> {
    const res = await call('POST', '/community/groups', owner, {
      name: `Shield ${Date.now()} ${Math.random()}`,
      description: 'Where the shield is tried',
      is_private: false,
    });
    const id = res.json().data.group.id as number;
    for (const m of members) await call('POST', `/community/groups/${id}/join`, m);
    return id;
  }

  async function post(groupId: number, who: TestUser, content: string, extra = {}) {
    const res = await call('POST', `/community/groups/${groupId}/posts`, who, {
      content,
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.post as Json;
  }

  async function reply(postId: number, who: TestUser, content: string) {
    const res = await call('POST', `/community/posts/${postId}/replies`, who, { content });
    expect(res.statusCode).toBe(201);
    return res.json().data.reply as Json;
  }

  async function replies(postId: number, who: TestUser): Promise<Json[]> {
    const res = await call('GET', `/community/posts/${postId}/replies`, who);
    expect(res.statusCode).toBe(200);
    return res.json().data.replies as Json[];
  }

  async function setFilters(who: TestUser, filters: Record<string, unknown>) {
    const res = await call('PUT', '/users/me/filters', who, {
      new_accounts: false,
      strangers: false,
      muted_words: [],
      ...filters,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.filters as Json;
  }

  return { call, member, group, post, reply, replies, setFilters };
}
