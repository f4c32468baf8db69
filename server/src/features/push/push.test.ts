import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { sendDuePushes } from './push.service.ts';

/**
 * Issue 34, push notifications: the push service is a local server made here, and the browser is
 * a key pair made here, so the test decrypts what a browser would (RFC 8291, aes128gcm) and sees
 * exactly what her lock screen would show.
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret. */
function makeBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: secret.toString('base64url') },
    /** RFC 8291 §3.4 and RFC 8188: what the browser does with the body before the service worker. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, secret, info, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const padded = Buffer.concat([
        decipher.update(cipher.subarray(0, cipher.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then padding zeros.
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
  };
}

let h: Harness;
let service: Server;
let serviceUrl: string;
const received: Received[] = [];
let author: TestUser;
let replier: TestUser;
let groupId: number;
let postId: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  author = await signUp(h, { first_name: 'Amina' });
  replier = await signUp(h, { first_name: 'Beatriz' });
  const owner = await h.caller(author.token);
  groupId = (await owner.community.create({ name: 'Push circle', description: 'Pushes' })).group.id;
  await (await h.caller(replier.token)).community.join({ id: groupId });
  postId = (await owner.community.post({ id: groupId, content: 'Who is around?' })).post.id;
}, 60_000);
afterAll(async () => {
  service?.close();
  await h?.close();
});

/** Subscribes through the REST door as a browser would, then points the row at the local service. */
async function subscribe(token: string, path: string, previews = false) {
  const browser = makeBrowser();
  const endpoint = `https://push.example.com${path}`;
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: auth(token),
    payload: { endpoint, keys: browser.keys, previews },
  });
  expect(res.statusCode).toBe(201);
  // Browsers' push services are https; the test's own service is plain http on this machine.
  await h.db
    .updateTable('push_subscriptions')
    .set({ endpoint: `${serviceUrl}${path}` })
    .where('endpoint', '=', endpoint)
    .execute();
  return {
    browser,
    id: (res.json() as { data: { subscription: { id: number } } }).data.subscription.id,
  };
}

async function reply(content: string) {
  await (await h.caller(replier.token)).community.createReply({ id: postId, content });
}

async function pushesTo(path: string) {
  const before = received.length;
  await sendDuePushes(h.db, { now: new Date(), vapidSubject: 'mailto:test@example.com' });
  return received.slice(before).filter((r) => r.path === path);
}

describe('push notifications', () => {
  it('encrypts a push for her browser that decrypts to the neutral text, signed with the VAPID key', async () => {
    const { browser } = await subscribe(author.token, '/neutral');
    await reply('I am, Beatriz here');
    const [push] = await pushesTo('/neutral');
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const key = (await h.app.inject({ url: '/api/v1/push/key' })).json() as {
      data: { public_key: string };
    };
    expect(push!.headers.authorization).toContain(`k=${key.data.public_key}`);
    expect(browser.decrypt(push!.body)).toEqual({
      title: 'New notification',
      body: 'You have a new notification',
      url: '/notifications',
    });
    // Pushed once: the next run has nothing for her.
    expect(await pushesTo('/neutral')).toEqual([]);
    await h.db.deleteFrom('push_subscriptions').execute();
  });

  it('says who and what only on a browser where she chose previews', async () => {
    const { browser, id } = await subscribe(author.token, '/previews');
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/push/subscriptions/${id}`,
      headers: auth(author.token),
      payload: { previews: true },
    });
    expect(put.statusCode).toBe(200);
    await reply('Count me in');
    const [push] = await pushesTo('/previews');
    expect(browser.decrypt(push!.body)).toEqual({
      title: 'HerCircle',
      body: 'Beatriz replied to your post in Push circle',
      url: `/community/group/${groupId}#post-${postId}`,
    });
    await h.db.deleteFrom('push_subscriptions').execute();
  });

  it('speaks her language, the neutral text and the previews alike (issue 34)', async () => {
    const speak = (language: 'es' | 'ar' | null) =>
      h.db.updateTable('users').set({ language }).where('id', '=', author.id).execute();
    const expectations = {
      es: {
        neutral: { title: 'Notificación nueva', body: 'Tienes una notificación nueva' },
        preview: 'Beatriz respondió a tu publicación en Push circle',
      },
      ar: {
        neutral: { title: 'إشعار جديد', body: 'لديكِ إشعار جديد' },
        preview: 'ردّت Beatriz على منشوركِ في Push circle',
      },
    };
    for (const language of ['es', 'ar'] as const) {
      await speak(language);
      const neutral = await subscribe(author.token, `/${language}-neutral`);
      const preview = await subscribe(author.token, `/${language}-preview`, true);
      await reply(`Hola in ${language}`);
      const before = received.length;
      await sendDuePushes(h.db, { now: new Date(), vapidSubject: 'mailto:test@example.com' });
      const to = (path: string) => received.slice(before).find((r) => r.path === path)!;
      expect(neutral.browser.decrypt(to(`/${language}-neutral`).body)).toEqual({
        ...expectations[language].neutral,
        url: '/notifications',
      });
      expect(preview.browser.decrypt(to(`/${language}-preview`).body)).toEqual({
        title: 'HerCircle',
        body: expectations[language].preview,
        url: `/community/group/${groupId}#post-${postId}`,
      });
      await h.db.deleteFrom('push_subscriptions').execute();
    }
    await speak(null);
  });

  it('deletes a subscription the push service reports gone (410)', async () => {
    const { id } = await subscribe(author.token, '/gone');
    await reply('Hello again');
    expect(await pushesTo('/gone')).toHaveLength(1);
    const row = await h.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('ends with the session it was made in', async () => {
    const device = await signUp(h, { first_name: 'Carla' });
    await subscribe(device.token, '/device');
    const list = await h.app.inject({
      url: '/api/v1/push/subscriptions',
      headers: auth(device.token),
    });
    expect((list.json() as { data: { total: number } }).data.total).toBe(1);
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: auth(device.token),
    });
    expect(out.statusCode).toBeLessThan(300);
    const left = await h.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', device.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses an endpoint that is not https, and another member’s subscription is not hers to change', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      headers: auth(author.token),
      payload: { endpoint: 'http://10.0.0.1/internal', keys: makeBrowser().keys },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The push endpoint must be an https address');
    const { id } = await subscribe(author.token, '/mine');
    const other = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/push/subscriptions/${id}`,
      headers: auth(replier.token),
    });
    expect(other.statusCode).toBe(404);
  });
});
