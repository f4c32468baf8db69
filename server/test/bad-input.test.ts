import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { multipartPayload, type Part } from './fuzz-requests.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from './harness.ts';

let h: Harness;
let ada: TestUser;
let png: Buffer;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada' });
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#abcdef' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await h.close();
});

async function bio(): Promise<string | null> {
  const row = await h.db
    .selectFrom('users')
    .select('bio')
    .where('id', '=', ada.id)
    .executeTakeFirstOrThrow();
  return row.bio;
}

describe('text PostgreSQL cannot store, or that is not Unicode', () => {
  it('a NUL in a REST body is a 400 naming the field, and nothing is written', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ada.id}/profile`,
      headers: auth(ada.token),
      payload: { bio: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['bio'] }] });
    expect(await bio()).toBeNull();
  });

  it('a lone surrogate over tRPC is a 400 with the path in data.issues', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/users.updateProfile',
      headers: { ...auth(ada.token), 'content-type': 'application/json' },
      payload: `{"id":${ada.id},"first_name":"Ada","bio":"x\\ud800"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data).toMatchObject({
      appCode: 'VALIDATION_ERROR',
      httpStatus: 400,
      issues: [{ path: ['bio'] }],
    });
    expect(await bio()).toBeNull();
  });

  it('in an object key, a query parameter and a nested array alike', async () => {
    const key = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: { ...auth(ada.token), 'content-type': 'application/json' },
      payload: '{"name":"Readers","description":"Books","x\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().issues).toEqual([{ path: ['x\u0000'], message: expect.any(String) }]);
    const query = await h.app.inject({
      method: 'GET',
      url: '/api/v1/community/groups?search=a%00b',
      headers: auth(ada.token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().issues[0].path).toEqual(['search']);
    const nested = await h.app.inject({
      method: 'GET',
      url: `/trpc/community.list?input=${encodeURIComponent('{"search":["ok","\\udc00"]}')}`,
      headers: auth(ada.token),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.data.issues[0].path).toEqual(['search', 1]);
    const groups = await h.db.selectFrom('groups').select('id').execute();
    expect(groups).toEqual([]);
  });

  it('a body nested 200,000 deep is answered with a 400, not a stack overflow', async () => {
    const depth = 200_000;
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ada.id}/profile`,
      headers: { ...auth(ada.token), 'content-type': 'application/json' },
      payload: `{"bio":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('ids beyond PostgreSQL integers', () => {
  it('a path id out of range names nothing: 404 over REST', async () => {
    for (const url of [
      '/api/v1/media/2147483648',
      '/api/v1/community/groups/2147483648',
      `/api/v1/users/4294967296/profile`,
      '/api/v1/community/groups/0',
      `/api/v1/chat/message/99999999999999999999`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url, headers: auth(ada.token) });
      if (url.includes('/chat/message/')) {
        // Only PUT and DELETE exist there.
        const del = await h.app.inject({ method: 'DELETE', url, headers: auth(ada.token) });
        expect(del.statusCode, url).toBe(404);
        expect(del.json().code).toBe('NOT_FOUND');
        continue;
      }
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const max = await h.app.inject({
      method: 'GET',
      url: '/api/v1/community/groups/2147483647',
      headers: auth(ada.token),
    });
    expect(max.statusCode).toBe(404);
  });

  it('the session check still comes first, and a body id out of range is a 400', async () => {
    const visitor = await h.app.inject({ method: 'GET', url: '/api/v1/users/2147483648/profile' });
    expect(visitor.statusCode).toBe(401);
    const send = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/send',
      headers: auth(ada.token),
      payload: { conversation_id: 2147483648, content: 'hello' },
    });
    expect(send.statusCode).toBe(400);
    expect(send.json().issues[0].path).toEqual(['conversation_id']);
    const trpc = await h.app.inject({
      method: 'GET',
      url: `/trpc/community.get?input=${encodeURIComponent('{"id":2147483648}')}`,
      headers: auth(ada.token),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.appCode).toBe('VALIDATION_ERROR');
  });
});

describe('malformed multipart on the picture upload', () => {
  const upload = (type: string, payload: Buffer | string, id = ada.id) =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${id}/upload-profile-picture`,
      headers: { ...auth(ada.token), 'content-type': type },
      payload,
    });
  const form = (parts: Part[], close = true) =>
    upload('multipart/form-data; boundary=b0undary', multipartPayload('b0undary', parts, close));
  const picture: Part = { name: 'profile_picture', filename: 'me.png', content: Buffer.alloc(0) };

  it('answers 400 for each way the body can be broken, and keeps the old picture', async () => {
    const cases = {
      garbage: await upload('multipart/form-data; boundary=b0undary', 'not multipart at all'),
      'no boundary': await upload('multipart/form-data', multipartPayload('b', [picture])),
      'wrong boundary': await upload(
        'multipart/form-data; boundary=other',
        multipartPayload('b0undary', [{ ...picture, content: png }]),
      ),
      'two files': await form([
        { ...picture, content: png },
        { ...picture, content: png },
      ]),
      'ten fields': await form(
        Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, content: Buffer.from('x') })),
      ),
      'a field instead of the file': await form([{ name: 'profile_picture', content: png }]),
      'an empty file': await form([picture]),
      'a cut-off body': await form([{ ...picture, content: png }], false),
    };
    for (const [name, res] of Object.entries(cases)) {
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
    }
    const row = await h.db
      .selectFrom('users')
      .select('profile_picture_id')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_picture_id).toBeNull();
  });

  it('415 for a file that is not an image, 404 for an id out of range, 200 for a real one', async () => {
    const text = await form([{ ...picture, content: Buffer.from('plain text') }]);
    expect(text.statusCode).toBe(415);
    const far = await upload(
      'multipart/form-data; boundary=b0undary',
      multipartPayload('b0undary', [{ ...picture, content: png }]),
      2147483648,
    );
    expect(far.statusCode).toBe(404);
    const ok = await form([
      { name: 'note', content: Buffer.from('hi') },
      { ...picture, content: png },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.profile_picture).toMatch(/^\/api\/v1\/media\/\d+$/);
  });
});

describe('tRPC bodies that are not JSON', () => {
  it('multipart and text are a 415 in the tRPC error shape, as JSON', async () => {
    for (const type of ['multipart/form-data; boundary=zz', 'text/plain']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/trpc/auth.forgotPassword',
        headers: { 'content-type': type },
        payload: '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--zz--\r\n',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.headers['content-type'], type).toMatch(/^application\/json/);
      expect(res.json().error.data, type).toEqual({
        appCode: 'UNSUPPORTED_MEDIA_TYPE',
        httpStatus: 415,
      });
    }
  });
});

describe('bodies Fastify cannot read', () => {
  it('a body shorter than its Content-Length is a 400 that does not blame JSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '500' },
      payload: '{"email":"a@example.com"}',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().message).toMatch(/could not be read/);
    expect(res.json().message).not.toMatch(/JSON/);
  });

  it('a body that is not JSON under a JSON type still says so', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: 'email=a@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Malformed request: the body could not be read as JSON',
      code: 'BAD_REQUEST',
    });
  });
});
