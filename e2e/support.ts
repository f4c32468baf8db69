import type { BrowserContext } from 'playwright-core';
import { baseUrl, uniqueEmail } from './browser.ts';

export interface ApiUser {
  id: number;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

/** Registers and signs in a member through the REST door. */
export async function createMember(first_name: string, last_name: string): Promise<ApiUser> {
  const email = uniqueEmail(first_name.toLowerCase());
  const password = 'journey-password-1';
  const register = await fetch(`${baseUrl()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name, last_name }),
  });
  if (register.status !== 201)
    throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await login.json()) as {
    data: { token: string; user: { id: number } & Record<string, unknown> };
  };
  return { id: data.user.id, email, password, token: data.token, user: data.user };
}

/** Puts a member's session where the app keeps it, before any page of the context loads. */
export async function signInContext(context: BrowserContext, member: ApiUser): Promise<void> {
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', user);
    },
    [member.token, JSON.stringify(member.user)] as const,
  );
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
