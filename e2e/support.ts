// What journeys arrange outside the browser: members made through the REST door, REST calls,
// and the few database facts no page shows (an outbox email, a promotion to admin).
import pg from 'pg';
import { inject } from 'vitest';
import { baseUrl, uniqueEmail, type Session } from './browser.ts';

export interface ApiUser extends Session {
  id: number;
  email: string;
  password: string;
}

/** Signs in through the REST door: the token and the user the app would store. */
export async function logIn(
  email: string,
  password: string,
  server = baseUrl(),
): Promise<Session & { user: { id: number } }> {
  const login = await fetch(`${server}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as {
    data: { token: string; user: { id: number } & Record<string, unknown> };
  };
  return data;
}

/**
 * Registers and signs in a member through the REST door. Her address counts as confirmed, as a
 * member's who followed the emailed link, unless `unconfirmed`; her account is two days old, past
 * the new-account hours (24 by default), unless `newAccount`.
 */
export async function createMember(
  first_name: string,
  last_name: string,
  server = baseUrl(),
  { unconfirmed = false, newAccount = false } = {},
): Promise<ApiUser> {
  const email = uniqueEmail(first_name.toLowerCase());
  const password = 'journey-password-1';
  const register = await fetch(`${server}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name, last_name }),
  });
  if (register.status !== 201)
    throw new Error(`register failed: ${register.status} ${await register.text()}`);
  if (!unconfirmed) await query('update users set email_verified = true where email = $1', [email]);
  if (!newAccount)
    await query("update users set created_at = created_at - interval '2 days' where email = $1", [
      email,
    ]);
  const { token, user } = await logIn(email, password, server);
  return { id: user.id, email, password, token, user };
}

export async function api<T>(
  method: string,
  path: string,
  token: string,
  body?: object,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates a group through the REST door as this member (its first admin); answers its id. */
export async function createGroup(
  token: string,
  group: { name: string; description: string; category?: string; is_private?: boolean },
): Promise<number> {
  const { data } = await api<{ data: { group: { id: number } } }>(
    'POST',
    '/community/groups',
    token,
    {
      category: 'Career & Finance',
      ...group,
    },
  );
  return data.group.id;
}

/** One statement on the journeys' database. */
export async function query<Row extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function promoteToAdmin(userId: number): Promise<void> {
  await query("update users set role = 'admin' where id = $1", [userId]);
}
