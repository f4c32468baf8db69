import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TOPICS, type ResourceList } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { countryOfLanguages, countryOfLocation } from './reader-country.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  member = await signUp(h);
});
afterAll(() => h.close());

const list = async (headers: Record<string, string> = {}, query = '') => {
  const res = await h.app.inject({ method: 'GET', url: `/api/v1/resources${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ResourceList }>().data;
};

const newLine = {
  type: 'helpline',
  title: 'Test Helpline',
  description: 'A line for the test.',
  phone: '0800 123 456',
  country: 'NZ',
  topic: 'mental-health',
};

describe('the resource directory', () => {
  it('holds the directory the page showed before, every topic with entries, the count its list', async () => {
    const { resources, total } = await list();
    expect(total).toBe(resources.length);
    for (const topic of RESOURCE_TOPICS)
      expect(resources.filter((r) => r.topic === topic.slug).length).toBeGreaterThanOrEqual(3);
    const mental = await list({}, '?topic=mental-health&type=helpline');
    expect(mental.total).toBe(mental.resources.length);
    expect(mental.resources.every((r) => r.type === 'helpline')).toBe(true);
    expect(mental.resources.map((r) => r.title)).toContain('Samaritans');
  });

  it('puts International first for a reader whose country it cannot tell', async () => {
    const { resources, country } = await list({}, '?topic=mental-health&type=helpline');
    expect(country).toBeNull();
    expect(resources[0]?.country).toBe('International');
  });

  it("puts the browser language's region first", async () => {
    const us = await list({ 'accept-language': 'en-US,en;q=0.9' }, '?topic=mental-health');
    expect(us).toMatchObject({ country: 'US', country_from: 'language' });
    expect(us.resources[0]).toMatchObject({ country: 'US', type: 'helpline' });
    const gb = await list({ 'accept-language': 'en-GB' }, '?topic=mental-health');
    expect(gb.resources[0]).toMatchObject({ country: 'GB', title: 'Samaritans' });
  });

  it("puts the member's own country first, from her profile, over her browser's", async () => {
    await (
      await h.caller(member.token)
    ).users.updateProfile({
      id: member.id,
      location: 'Cork, Ireland',
    });
    const hers = await list(
      { ...auth(member.token), 'accept-language': 'en-US' },
      '?topic=mental-health',
    );
    expect(hers).toMatchObject({ country: 'IE', country_from: 'profile' });
    expect(hers.resources[0]).toMatchObject({ country: 'IE', title: 'Samaritans Ireland' });
  });

  it('reads countries from places and languages', () => {
    expect(countryOfLocation('Leeds, UK')).toBe('GB');
    expect(countryOfLocation('Toronto, Canada')).toBe('CA');
    expect(countryOfLocation('Lagos, NG')).toBe('NG');
    expect(countryOfLocation('somewhere nice')).toBeNull();
    expect(countryOfLocation(null)).toBeNull();
    expect(countryOfLanguages('fr, de-AT;q=0.8')).toBe('AT');
    expect(countryOfLanguages('en')).toBeNull();
    expect(countryOfLanguages('zh-Hant-TW')).toBe('TW');
  });
});

describe('managing the directory', () => {
  it('is for admins only: a visitor gets 401, a member 403, and nothing is added', async () => {
    const before = (await list()).total;
    const visitor = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/resources',
      payload: newLine,
    });
    expect(visitor.statusCode).toBe(401);
    const asMember = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/resources',
      headers: auth(member.token),
      payload: newLine,
    });
    expect(asMember.statusCode).toBe(403);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await h.app.inject({
        method,
        url: '/api/v1/admin/resources/1',
        headers: auth(member.token),
        payload: method === 'PUT' ? newLine : undefined,
      });
      expect([method, res.statusCode]).toEqual([method, 403]);
    }
    expect((await list()).total).toBe(before);
  });

  it('an admin adds, edits and deletes a resource, and the list and its count follow', async () => {
    const before = (await list()).total;
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/resources',
      headers: auth(admin.token),
      payload: newLine,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data.resource;
    const nz = await list({ 'accept-language': 'en-NZ' }, '?topic=mental-health');
    expect(nz.resources[0]).toMatchObject({ id, title: 'Test Helpline' });
    expect(nz.total).toBe(nz.resources.length);
    expect((await list()).total).toBe(before + 1);

    const edited = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/resources/${id}`,
      headers: auth(admin.token),
      payload: { ...newLine, title: 'Renamed Helpline', country: 'International' },
    });
    expect(edited.json().data.resource).toMatchObject({ title: 'Renamed Helpline' });

    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/resources/${id}`,
      headers: auth(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).total).toBe(before);
  });

  it('refuses a resource without a way to reach it, or with a made-up country, saying why', async () => {
    for (const [payload, message] of [
      [{ ...newLine, phone: '' }, 'Give a link or a phone number'],
      [{ ...newLine, country: 'Narnia' }, 'Country must be a two-letter ISO code'],
      [{ ...newLine, url: 'http://insecure.example' }, 'https://'],
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/admin/resources',
        headers: auth(admin.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});
