import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, adminFixture, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => ({ h, admin, member } = await adminFixture()));
afterAll(() => h.close());

describe('settings', () => {
  it("starts from the spec's defaults, saves, and resets", async () => {
    const caller = await h.caller(admin.token);
    expect((await caller.admin.settings.get()).settings).toMatchObject({
      emailNotifications: true,
      autoPublish: false,
      requireApproval: true,
      maxFileSize: '5MB',
      backupFrequency: 'daily',
    });
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: auth(admin.token),
      payload: {
        siteName: 'Her Circle Collective',
        siteDescription: 'A calmer internet',
        emailNotifications: false,
        autoPublish: true,
        requireApproval: false,
        maxFileSize: '1MB',
        backupFrequency: 'weekly',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings).toMatchObject({
      siteName: 'Her Circle Collective',
      maxFileSize: '1MB',
    });
    const bad = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: auth(admin.token),
      payload: { siteName: '', maxFileSize: '2GB' },
    });
    expect(bad.statusCode).toBe(400);
    const reset = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/reset',
      headers: auth(admin.token),
    });
    expect(reset.json().data.settings).toMatchObject({
      siteName: 'HerCircle',
      maxFileSize: '5MB',
      autoPublish: false,
    });
  });

  it('an upload over a lowered maxFileSize is refused with 413', async () => {
    const caller = await h.caller(admin.token);
    const current = (await caller.admin.settings.get()).settings;
    await caller.admin.settings.update({ ...current, maxFileSize: '1MB' });
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const boundary = '----b';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${member.id}/upload-profile-picture`,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...auth(member.token),
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is larger than 1 MB. Choose a smaller one.');
    await caller.admin.settings.reset();
  });
});
