import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
  signedIn,
} from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser;
let bea: TestUser;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Lovelace' });
  bea = await signUp(h, { first_name: 'Beatrice', last_name: 'Nkemelu' });
  admin = await signUp(h, { role: 'admin', first_name: 'Nadia', last_name: 'Brooks' });
});
afterAll(() => h.close());

describe('profile', () => {
  it('shows email and date of birth to self, hides them from other members, shows them to admins', async () => {
    await (
      await h.caller(ada.token)
    ).users.updateProfile({
      id: ada.id,
      date_of_birth: '1990-04-12',
      bio: 'Engineer and gardener',
    });
    const self = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/users/${ada.id}/profile`,
        headers: auth(ada.token),
      })
    ).json().data.user;
    expect(self).toMatchObject({
      id: ada.id,
      email: ada.email,
      date_of_birth: '1990-04-12',
      bio: 'Engineer and gardener',
      first_name: 'Ada',
    });
    const other = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/users/${ada.id}/profile`,
        headers: auth(bea.token),
      })
    ).json().data.user;
    expect(other).toMatchObject({
      id: ada.id,
      email: null,
      date_of_birth: null,
      bio: 'Engineer and gardener',
    });
    const byAdmin = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/users/${ada.id}/profile`,
        headers: auth(admin.token),
      })
    ).json().data.user;
    expect(byAdmin).toMatchObject({ email: ada.email, date_of_birth: '1990-04-12' });
  });

  it('needs a session (401) and answers 404 for an unknown member', async () => {
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/users/${ada.id}/profile` })).statusCode,
    ).toBe(401);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/users/999999/profile',
      headers: auth(ada.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/users/abc/profile',
          headers: auth(ada.token),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses to update another member's profile with 403 and leaves it intact", async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ada.id}/profile`,
      headers: auth(bea.token),
      payload: { first_name: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    const row = await h.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ada');
  });

  it('lets an admin update any profile', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${bea.id}/profile`,
      headers: auth(admin.token),
      payload: { occupation: 'Architect' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.occupation).toBe('Architect');
  });

  it("refuses an email change with the spec's message", async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ada.id}/profile`,
      headers: auth(ada.token),
      payload: { email: 'new@example.com', first_name: 'Ada' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Email cannot be changed. Contact support if needed.',
      issues: [{ path: ['email'] }],
    });
    const row = await h.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(ada.email);
  });

  it('requires names when given, trims text, and rejects a future birth date', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ada.id}/profile`,
      headers: auth(ada.token),
      payload: { first_name: ' ', date_of_birth: '2999-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: ['first_name'], message: 'First name is required' },
        { path: ['date_of_birth'], message: 'Date of birth cannot be in the future' },
      ]),
    );
    const ok = await (
      await h.caller(ada.token)
    ).users.updateProfile({ id: ada.id, location: '  Bristol, UK  ', interests: '' });
    expect(ok.user.location).toBe('Bristol, UK');
    expect(ok.user.interests).toBeNull();
  });
});

describe('search', () => {
  it('matches names case-insensitively, with total and paging', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/users/search?q=lovel&limit=20&offset=0',
      headers: auth(bea.token),
    });
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json().data;
    expect(total).toBe(1);
    expect(users[0]).toMatchObject({ id: ada.id, first_name: 'Ada', email: null });
    const page = await (await h.caller(bea.token)).users.search({ q: '', limit: 2, offset: 0 });
    expect(page.users).toHaveLength(2);
    expect(page.total).toBe(3);
  });

  it('leaves out a blocked pair, either way, until the block is lifted', async () => {
    const find = async (who: TestUser) =>
      (await (await h.caller(who.token)).users.search({ q: 'lovel' })).users.map((u) => u.id);
    expect(await find(bea)).toEqual([ada.id]);
    await (await h.caller(ada.token)).users.block({ id: bea.id });
    expect(await find(bea)).toEqual([]);
    await (await h.caller(bea.token)).users.mute({ id: ada.id });
    await (await h.caller(ada.token)).users.unblock({ id: bea.id });
    // A mute hides her content, not her name: Bea can still find Ada to unmute her.
    expect(await find(bea)).toEqual([ada.id]);
    await (await h.caller(bea.token)).users.unmute({ id: ada.id });
  });

  it('matches email for admins only', async () => {
    const local = ada.email.split('@')[0] ?? '';
    expect((await (await h.caller(bea.token)).users.search({ q: local })).total).toBe(0);
    const byAdmin = await (await h.caller(admin.token)).users.search({ q: local });
    expect(byAdmin.users.map((u) => u.email)).toEqual([ada.email]);
  });

  it('treats % and _ as plain characters and refuses a limit over 100', async () => {
    expect((await (await h.caller(bea.token)).users.search({ q: '%' })).total).toBe(0);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/users/search?limit=500',
      headers: auth(bea.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toEqual(['limit']);
  });
});

describe('change password', () => {
  it('refuses a wrong current password with 400', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${bea.id}/change-password`,
      headers: auth(bea.token),
      payload: { current_password: 'not-it-at-all', new_password: 'another-long-one' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Current password is incorrect',
      issues: [{ path: ['current_password'] }],
    });
  });

  it("refuses another member's password with 403", async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ada.id}/change-password`,
      headers: auth(bea.token),
      payload: { current_password: ada.password, new_password: 'another-long-one' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const member = await signUp(h);
    const other = signedIn(
      await (
        await h.caller(null, '10.8.0.1')
      ).auth.login({ email: member.email, password: member.password }),
    ).token;
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${member.id}/change-password`,
      headers: auth(member.token),
      payload: { current_password: member.password, new_password: 'a-brand-new-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await (await h.caller(member.token)).auth.me()).user.id).toBe(member.id);
    expect((await failure((await h.caller(other)).auth.me())).code).toBe('UNAUTHORIZED');
    const login = signedIn(
      await (
        await h.caller(null, '10.8.0.2')
      ).auth.login({ email: member.email, password: 'a-brand-new-secret' }),
    );
    expect(login.user.id).toBe(member.id);
  });
});

describe('preferences', () => {
  it('reads defaults and stores changes', async () => {
    const caller = await h.caller(ada.token);
    expect((await caller.users.preferences()).preferences).toEqual({
      newsletter_opt_in: false,
      email_frequency: 'daily',
      dm_policy: 'shared_groups',
      profile_visibility: 'members',
      content_note_filters: {},
      show_quick_exit: true,
      discreet_email: false,
      time_zone: null,
      language: null,
    });
    await caller.users.updatePreferences({
      newsletter_opt_in: true,
      email_frequency: 'off',
      dm_policy: 'nobody',
      profile_visibility: 'shared_groups',
    });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/preferences',
      headers: auth(ada.token),
    });
    expect(res.json()).toEqual({
      data: {
        preferences: {
          newsletter_opt_in: true,
          email_frequency: 'off',
          dm_policy: 'nobody',
          profile_visibility: 'shared_groups',
          content_note_filters: {},
          show_quick_exit: true,
          discreet_email: false,
          time_zone: null,
          language: null,
        },
      },
    });
  });

  it('changes only what is sent, merging content note choices into the stored ones', async () => {
    const caller = await h.caller(ada.token);
    const before = (await caller.users.preferences()).preferences;
    await caller.users.updatePreferences({ content_note_filters: { self_harm: 'hide' } });
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/preferences',
      headers: auth(ada.token),
      payload: { content_note_filters: { abuse: 'show' }, show_quick_exit: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.preferences).toEqual({
      ...before,
      content_note_filters: { self_harm: 'hide', abuse: 'show' },
      show_quick_exit: false,
    });
  });

  it('refuses an unknown content note or mode and keeps the stored choices', async () => {
    const caller = await h.caller(ada.token);
    const before = (await caller.users.preferences()).preferences;
    for (const payload of [
      { content_note_filters: { gore: 'hide' } },
      { content_note_filters: { abuse: 'blur' } },
      { show_quick_exit: 'no' },
      { email_frequency: 'weekly' },
      { dm_policy: 'friends' },
      { profile_visibility: 'nobody' },
    ]) {
      const res = await h.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me/preferences',
        headers: auth(ada.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await caller.users.preferences()).preferences).toEqual(before);
  });
});

describe('profile picture', () => {
  function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
    const boundary = '----hercircle-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  async function jpegWithGps(): Promise<Buffer> {
    return sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 160, g: 60, b: 110 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'GPS-1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
  }

  it('stores a JPEG re-encoded, resized, and without its GPS metadata; the picture is served with long caching', async () => {
    const input = await jpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes(Buffer.from('TestCam'))).toBe(true);

    const { payload, headers } = multipart('profile_picture', 'holiday.jpg', 'image/jpeg', input);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${ada.id}/upload-profile-picture`,
      payload,
      headers: { ...headers, ...auth(ada.token) },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.user.profile_picture;
    expect(url).toMatch(/^\/api\/v1\/media\/\d+$/);

    const image = await h.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    expect(image.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);

    // The session user now carries the picture.
    expect((await (await h.caller(ada.token)).auth.me()).user.profile_picture).toBe(url);
  });

  it('replacing the picture removes the previous one', async () => {
    const first = (await (await h.caller(ada.token)).auth.me()).user.profile_picture as string;
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#e0552a' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('profile_picture', 'me.png', 'image/png', png);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${ada.id}/upload-profile-picture`,
      payload,
      headers: { ...headers, ...auth(ada.token) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.profile_picture).not.toBe(first);
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const count = await h.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('refuses a text file named .png with 415 and changes nothing', async () => {
    const before = (await (await h.caller(bea.token)).auth.me()).user.profile_picture;
    const { payload, headers } = multipart(
      'profile_picture',
      'evil.png',
      'image/png',
      Buffer.from('this is not an image, just text pretending'),
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${bea.id}/upload-profile-picture`,
      payload,
      headers: { ...headers, ...auth(bea.token) },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file is not an image we accept. Upload a JPEG, PNG, WebP or GIF.',
    });
    expect((await (await h.caller(bea.token)).auth.me()).user.profile_picture).toBe(before);
  });

  it('refuses an image over the size limit with 413', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const { payload, headers } = multipart('profile_picture', 'big.png', 'image/png', big);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${bea.id}/upload-profile-picture`,
      payload,
      headers: { ...headers, ...auth(bea.token) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("needs a session, refuses another member's picture, and needs multipart", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('profile_picture', 'a.png', 'image/png', png);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/users/${ada.id}/upload-profile-picture`,
          payload,
          headers,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/users/${ada.id}/upload-profile-picture`,
          payload,
          headers: { ...headers, ...auth(bea.token) },
        })
      ).statusCode,
    ).toBe(403);
    const json = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${bea.id}/upload-profile-picture`,
      payload: { profile_picture: 'x' },
      headers: auth(bea.token),
    });
    expect(json.statusCode).toBe(415);
  });
});
