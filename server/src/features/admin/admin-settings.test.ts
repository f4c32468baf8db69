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

describe('autoHideReports', () => {
  const put = (payload: Record<string, unknown>) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: auth(admin.token),
      payload,
    });
  const stored = async () =>
    (
      await h.db
        .selectFrom('site_settings')
        .select('auto_hide_reports')
        .where('id', '=', 1)
        .executeTakeFirst()
    )?.auto_hide_reports;

  it('defaults to 3, saves 1..100, keeps its value when a save leaves it out, resets to 3', async () => {
    const caller = await h.caller(admin.token);
    await caller.admin.settings.reset();
    const current = (await caller.admin.settings.get()).settings;
    expect(current.autoHideReports).toBe(3);

    const saved = await put({ ...current, autoHideReports: 5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.autoHideReports).toBe(5);
    expect(await stored()).toBe(5);

    const { autoHideReports: _left, ...withoutIt } = current;
    const kept = await put({ ...withoutIt, siteName: 'Kept threshold' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.settings).toMatchObject({
      siteName: 'Kept threshold',
      autoHideReports: 5,
    });

    for (const bad of [0, 101, 2.5, 'many']) {
      const res = await put({ ...current, autoHideReports: bad });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['autoHideReports'] }],
      });
    }
    expect(await stored()).toBe(5);

    const reset = await caller.admin.settings.reset();
    expect(reset.settings.autoHideReports).toBe(3);
    expect(await stored()).toBe(3);
  });
});
