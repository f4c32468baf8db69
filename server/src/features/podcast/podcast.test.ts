import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { PodcastEpisode } from '@hercircle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { seedPodcast } from '../../seed/podcast.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-podcast-'));
const audioFolder = path.join(dataDir, 'podcast');
const MEDIA = path.resolve(import.meta.dirname, '../../seed/media');
const welcome = fs.readFileSync(path.join(MEDIA, 'podcast-welcome.mp3'));
const raise = fs.readFileSync(path.join(MEDIA, 'podcast-asking-for-the-raise.mp3'));

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { DATA_DIR: dataDir });
  admin = await signUp(h, { role: 'admin' });
  member = await signUp(h);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function multipartBody(field: string, bytes: Buffer, filename: string, type: string) {
  const boundary = '----podcast-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(id: number, bytes: Buffer, filename = 'episode.mp3', type = 'audio/mpeg') {
  const { payload, headers } = multipartBody('audio', bytes, filename, type);
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/podcast/episodes/${id}/audio`,
    headers: { ...headers, ...auth(admin.token) },
    payload,
  });
}

async function draft(title: string) {
  const caller = await h.caller(admin.token);
  return (await caller.admin.podcast.create({ title, show_notes: `Notes of ${title}` })).episode;
}

async function publish(id: number) {
  const caller = await h.caller(admin.token);
  return (await caller.admin.podcast.update({ id, status: 'published' })).episode;
}

function withAudio(e: PodcastEpisode): PodcastEpisode & { audio_url: string } {
  if (!e.audio_url) throw new Error(`${e.title} has no audio`);
  return { ...e, audio_url: e.audio_url };
}

const filesOnDisk = () => (fs.existsSync(audioFolder) ? fs.readdirSync(audioFolder) : []);

type Item = Record<string, unknown> & {
  enclosure: { '@_url': string; '@_length': string; '@_type': string };
};

async function readFeed() {
  const res = await h.app.inject({ method: 'GET', url: '/podcast/feed.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(res.body) as { rss: Record<string, unknown> & { channel: Record<string, unknown> } };
  return { rss: parsed.rss, items: (parsed.rss.channel.item ?? []) as Item[] };
}

describe('episode audio uploads', () => {
  it('refuses a file that is not audio by its content, whatever its name and type say, and keeps nothing', async () => {
    const episode = await draft('Not really audio');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c36' },
    })
      .png()
      .toBuffer();
    const res = await upload(episode.id, png, 'episode.mp3', 'audio/mpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'The file is not MP3 or M4A audio. Upload an MP3 or M4A file (its name and type do not count: its content does).',
    );
    expect(filesOnDisk()).toEqual([]);
    const caller = await h.caller(admin.token);
    const { episode: after } = await caller.admin.podcast.get({ id: episode.id });
    expect(after).toMatchObject({ audio_url: null, audio_bytes: null, duration_seconds: null });
  });

  it('stores MP3 audio on disk with the size and duration read from the file', async () => {
    const episode = await draft('Stored on disk');
    const res = await upload(episode.id, welcome, 'anything.bin', 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const stored = res.json().data.episode;
    expect(stored).toMatchObject({ audio_type: 'audio/mpeg', audio_bytes: welcome.length });
    expect(stored.duration_seconds).toBeCloseTo(25.4, 1);
    const file = path.basename(stored.audio_url);
    expect(fs.readFileSync(path.join(audioFolder, file)).equals(welcome)).toBe(true);

    // A new upload replaces the file; the old one goes.
    const again = (await upload(episode.id, raise)).json().data.episode;
    expect(again.audio_bytes).toBe(raise.length);
    expect(filesOnDisk()).toContain(path.basename(again.audio_url));
    expect(filesOnDisk()).not.toContain(file);
  });

  it('is for site admins only', async () => {
    const episode = await draft('Admins only');
    const { payload, headers } = multipartBody('audio', welcome, 'a.mp3', 'audio/mpeg');
    const url = `/api/v1/admin/podcast/episodes/${episode.id}/audio`;
    const visitor = await h.app.inject({ method: 'POST', url, headers, payload });
    expect(visitor.statusCode).toBe(401);
    const asMember = await h.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...auth(member.token) },
      payload,
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('cannot publish an episode before its audio is there', async () => {
    const episode = await draft('No audio yet');
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/podcast/episodes/${episode.id}`,
      headers: auth(admin.token),
      payload: { status: 'published' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Upload the episode’s audio before publishing it');
  });
});

describe('what listeners get', () => {
  let published: PodcastEpisode & { audio_url: string };
  let hidden: PodcastEpisode & { audio_url: string };

  beforeAll(async () => {
    const a = await draft('Published for everyone');
    await upload(a.id, welcome);
    published = withAudio(await publish(a.id));
    const b = await draft('Still a draft');
    hidden = withAudio((await upload(b.id, raise)).json().data.episode);
  });

  it('the feed is RSS 2.0 with the iTunes tags and every published episode, with its true length', async () => {
    const { rss, items } = await readFeed();
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel).toMatchObject({
      title: 'The HerCircle Podcast',
      link: 'http://localhost:3000/podcast',
      language: 'en',
      'itunes:author': 'HerCircle',
      'itunes:explicit': 'false',
      'itunes:image': { '@_href': 'http://localhost:3000/podcast/cover.png' },
      'itunes:category': { '@_text': 'Society & Culture' },
    });
    expect(String(rss.channel.description)).toMatch(/^Conversations with women/);
    const caller = await h.caller(null);
    const { episodes } = await caller.podcast.list({});
    expect(items.map((i) => i.title).sort()).toEqual(episodes.map((e) => e.title).sort());
    for (const item of items) {
      const { pathname } = new URL(item.enclosure['@_url']);
      const audio = await h.app.inject({ method: 'GET', url: pathname });
      expect(audio.statusCode).toBe(200);
      expect(Number(item.enclosure['@_length'])).toBe(audio.rawPayload.length);
      expect(item.enclosure['@_type']).toBe('audio/mpeg');
      expect(item.guid).toBeTruthy();
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
      expect(Number(item['itunes:duration'])).toBeGreaterThan(0);
    }
    const item = items.find((i) => i.title === published.title);
    expect(item?.enclosure['@_length']).toBe(String(welcome.length));
    expect(item?.['itunes:duration']).toBe('25');
  });

  it('unpublished episodes are absent from the feed, the lists and the episode pages', async () => {
    const { items } = await readFeed();
    expect(items.map((i) => i.title)).not.toContain(hidden.title);
    const visitor = await h.caller(null);
    const { episodes } = await visitor.podcast.list({});
    expect(episodes.map((e) => e.title)).toContain(published.title);
    expect(episodes.map((e) => e.title)).not.toContain(hidden.title);
    const bySlug = await h.app.inject({
      method: 'GET',
      url: `/api/v1/podcast/episodes/${hidden.slug}`,
    });
    expect(bySlug.statusCode).toBe(404);
    const audio = await h.app.inject({ method: 'GET', url: hidden.audio_url });
    expect(audio.statusCode).toBe(404);
    const ok = await h.app.inject({
      method: 'GET',
      url: `/api/v1/podcast/episodes/${published.slug}`,
    });
    expect(ok.json().data.episode.title).toBe(published.title);
  });

  it('serves the audio with HTTP ranges', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: published.audio_url,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${welcome.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(welcome.subarray(1000, 2000))).toBe(true);
    const past = await h.app.inject({
      method: 'GET',
      url: published.audio_url,
      headers: { range: `bytes=${welcome.length + 10}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${welcome.length}`);
  });

  it('unpublishing takes an episode out of the feed; deleting removes its audio', async () => {
    const caller = await h.caller(admin.token);
    const e = await draft('Here and gone');
    const { audio_url } = (await upload(e.id, raise)).json().data.episode;
    await publish(e.id);
    expect((await readFeed()).items.map((i) => i.title)).toContain('Here and gone');
    await caller.admin.podcast.update({ id: e.id, status: 'draft' });
    expect((await readFeed()).items.map((i) => i.title)).not.toContain('Here and gone');
    await caller.admin.podcast.delete({ id: e.id });
    expect(filesOnDisk()).not.toContain(path.basename(audio_url));
  });
});

describe('the demo episodes', () => {
  it('are published with the true size and duration of their committed audio', async () => {
    await seedPodcast(h.db, dataDir, null);
    const visitor = await h.caller(null);
    const { episode } = await visitor.podcast.get({ episode: 'asking-for-the-raise' });
    expect(episode.audio_bytes).toBe(raise.length);
    expect(episode.duration_seconds).toBeCloseTo(24.1, 1);
    const audio = await h.app.inject({ method: 'GET', url: episode.audio_url ?? '' });
    expect(audio.rawPayload.equals(raise)).toBe(true);
  });
});
