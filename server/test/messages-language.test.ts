import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from './harness.ts';

// The same refusals over tRPC and REST (/api/v1), in the request's language (issue 34): the
// member's own, else the hc_lang cookie's, else Accept-Language's, else English as before.

let h: Harness;
/** A member who has chosen no language. */
let bea: TestUser;
/** A member whose own language is Spanish. */
let ada: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  bea = await signUp(h, { first_name: 'Bea' });
  ada = await signUp(h, { first_name: 'Ada' });
  await (await h.caller(ada.token)).users.updatePreferences({ language: 'es' });
});
afterAll(async () => {
  await h.close();
});

type Headers = Record<string, string>;
const SPANISH: Headers = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' };
const ARABIC_COOKIE: Headers = { cookie: 'hc_lang=ar' };

async function trpcMutation(procedure: string, input: unknown, headers: Headers = {}) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(input),
  });
  const { error } = res.json() as {
    error: { message: string; data: { httpStatus: number; issues?: unknown[] } };
  };
  return { status: res.statusCode, message: error.message, data: error.data };
}

async function trpcQuery(procedure: string, input: unknown, headers: Headers = {}) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
  const { error } = res.json() as { error: { message: string } };
  return { status: res.statusCode, message: error.message };
}

async function rest(method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) {
  const res = await h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    payload: payload as object,
  });
  const body = res.json() as { message: string; issues?: unknown[] };
  return { status: res.statusCode, message: body.message, issues: body.issues };
}

const wrongPassword = (n: number) => ({
  email: `nobody${n}@example.com`,
  password: 'not-the-password',
});

describe('a wrong password', () => {
  it('over tRPC: English without a language, Spanish for Accept-Language: es', async () => {
    expect(await trpcMutation('auth.login', wrongPassword(1))).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(await trpcMutation('auth.login', wrongPassword(2), SPANISH)).toMatchObject({
      status: 401,
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });

  it('over REST: Arabic with the hc_lang cookie, which comes before Accept-Language', async () => {
    expect(
      await rest('POST', '/auth/login', { ...ARABIC_COOKIE, ...SPANISH }, wrongPassword(3)),
    ).toMatchObject({ status: 401, message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
    expect(await rest('POST', '/auth/login', {}, wrongPassword(4))).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });
});

describe('a group that does not exist', () => {
  it('over tRPC: in the header’s or cookie’s language, else English', async () => {
    const none = { id: 999_999 };
    expect(await trpcQuery('community.get', none, auth(bea.token))).toEqual({
      status: 404,
      message: 'Group not found',
    });
    expect(await trpcQuery('community.get', none, { ...auth(bea.token), ...SPANISH })).toEqual({
      status: 404,
      message: 'No encontramos el grupo',
    });
    expect(
      await trpcQuery('community.get', none, { ...auth(bea.token), ...ARABIC_COOKIE }),
    ).toEqual({ status: 404, message: 'لم نعثر على المجموعة' });
  });

  it('a member who chose her language hears it, whatever the browser says', async () => {
    const headers = { ...auth(ada.token), ...ARABIC_COOKIE, 'accept-language': 'ar' };
    expect(await trpcQuery('community.get', { id: 999_999 }, headers)).toEqual({
      status: 404,
      message: 'No encontramos el grupo',
    });
    expect(await rest('GET', '/community/groups/999999', headers)).toMatchObject({
      status: 404,
      message: 'No encontramos el grupo',
    });
    expect(await rest('GET', '/community/groups/999999', auth(bea.token))).toMatchObject({
      status: 404,
      message: 'Group not found',
    });
  });
});

describe('input a shared schema refuses', () => {
  const badEmail = {
    email: 'not-an-address',
    password: 'correct-horse-battery',
    first_name: 'Eva',
    last_name: 'Lind',
  };

  it('over tRPC: the message and every issue in her language', async () => {
    const english = await trpcMutation('auth.register', badEmail);
    expect(english).toMatchObject({
      status: 400,
      message: 'Invalid email address',
      data: { issues: [{ path: ['email'], message: 'Invalid email address' }] },
    });
    const spanish = await trpcMutation('auth.register', badEmail, SPANISH);
    expect(spanish).toMatchObject({
      status: 400,
      message: 'El correo electrónico no es válido',
      data: { issues: [{ path: ['email'], message: 'El correo electrónico no es válido' }] },
    });
  });

  it('over REST, zod’s own messages too', async () => {
    const input = { ...badEmail, email: 'eva@example.com', discreet_email: 'yes' };
    expect(await rest('POST', '/auth/register', {}, input)).toMatchObject({
      status: 400,
      issues: [
        { path: ['discreet_email'], message: 'Invalid input: expected boolean, received string' },
      ],
    });
    expect(await rest('POST', '/auth/register', ARABIC_COOKIE, badEmail)).toMatchObject({
      status: 400,
      message: 'عنوان البريد الإلكتروني غير صالح',
      issues: [{ path: ['email'], message: 'عنوان البريد الإلكتروني غير صالح' }],
    });
    expect(await rest('POST', '/auth/register', SPANISH, input)).toMatchObject({
      status: 400,
      issues: [
        {
          path: ['discreet_email'],
          message: 'Entrada inválida: se esperaba booleano, recibido texto',
        },
      ],
    });
  });
});

describe('refusals outside a procedure', () => {
  it('an unknown REST route and a body that is not JSON speak the request’s language', async () => {
    expect(await rest('GET', '/no-such-thing', SPANISH)).toMatchObject({
      status: 404,
      message: 'No hay ninguna ruta para GET /api/v1/no-such-thing',
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...ARABIC_COOKIE },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('طلب غير سليم: تعذّرت قراءة المتن بصيغة JSON');
  });
});
