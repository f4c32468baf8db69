import fs from 'node:fs';
import path from 'node:path';
import { auth, type Harness } from './harness.ts';

/** What the authorization matrix needs of the podcast (issue 36). */
export interface PodcastFixtures {
  /** A published episode with its audio. */
  episode: number;
  /** A draft episode that uploads go to. */
  draft: number;
  /** A short, real MP3 to upload (a demo episode's). */
  audio: Buffer;
  fresh: {
    /** A new draft episode (deleting one uses it up). */
    episode(): Promise<number>;
  };
}

const AUDIO = path.resolve(import.meta.dirname, '../src/seed/media/podcast-welcome.mp3');

/** `adminToken` is read at each call: the site admin's session may be renewed between calls. */
export async function podcastFixtures(
  h: Harness,
  adminToken: () => string,
): Promise<PodcastFixtures> {
  const audio = fs.readFileSync(AUDIO);
  let n = 0;
  const episode = async () => {
    n += 1;
    const caller = await h.caller(adminToken());
    const created = await caller.admin.podcast.create({ title: `Matrix episode ${n}` });
    return created.episode.id;
  };
  const published = await episode();
  const boundary = '----podcast-fixture-boundary';
  const upload = await h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/podcast/episodes/${published}/audio`,
    headers: {
      ...auth(adminToken()),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="e.mp3"\r\n\r\n`,
      ),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (upload.statusCode !== 200) throw new Error(`episode audio upload: ${upload.body}`);
  await (await h.caller(adminToken())).admin.podcast.update({ id: published, status: 'published' });
  return { episode: published, draft: await episode(), audio, fresh: { episode } };
}
