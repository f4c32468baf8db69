import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import sharp from 'sharp';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, sendError } from '../../lib/app-error.ts';
import type { ContextDeps } from '../../trpc/context.ts';
import { publicOrigin } from '../../trpc/context.ts';
import { audioDir } from './podcast-audio.ts';
import { buildFeed } from './podcast-feed.ts';
import { feedEpisodes, publishedAudio } from './podcast.service.ts';

/** An audio file's name as storeAudio and the seed make it: no path, no other extension. */
const AUDIO_FILE = /^[a-z0-9-]{1,64}\.(mp3|m4a)$/;

/** The show's artwork: podcast apps ask for a square PNG or JPEG of 1400 to 3000 pixels. */
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400" viewBox="0 0 1400 1400">
  <rect width="1400" height="1400" fill="#7d3c6b"/>
  <circle cx="700" cy="700" r="470" fill="none" stroke="#f5d6e6" stroke-width="70"/>
  <circle cx="700" cy="700" r="300" fill="none" stroke="#f5d6e6" stroke-width="50" opacity="0.8"/>
  <circle cx="700" cy="700" r="140" fill="#f5d6e6"/>
</svg>`;
let cover: Promise<Buffer> | undefined;

/**
 * The podcast's files, at the site's own addresses (not under /api) as podcast apps expect them:
 * the RSS feed, the artwork, and each published episode's audio with HTTP range requests
 * (@fastify/static's sendFile: 206 with Content-Range, 416 for a range past the end).
 */
export const podcastFileRoutes: FastifyPluginAsync<{ deps: ContextDeps }> = async (
  app,
  { deps },
) => {
  const root = audioDir(deps.env.DATA_DIR);
  fs.mkdirSync(root, { recursive: true });
  // Only sendFile: no routes of its own, and a root that is never read without a check below.
  await app.register(fastifyStatic, { root, serve: false });

  // A range past the end is the library's 416 (the app's error handler would word it as a 400);
  // the answer names the file's length, as RFC 9110 asks. Anything else goes to that handler.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    if (error.statusCode !== 416) throw error;
    const { file } = request.params as { file: string };
    const { size } = await fs.promises.stat(path.join(root, file));
    return reply
      .code(416)
      .header('Content-Range', `bytes */${size}`)
      .type('text/plain; charset=utf-8')
      .send('The requested range is not in the file');
  });

  app.get('/podcast/feed.xml', async (_request, reply) => {
    try {
      const xml = buildFeed(publicOrigin(deps.env), await feedEpisodes(deps.db));
      reply.header('Cache-Control', 'public, max-age=300');
      return reply.type('application/rss+xml; charset=utf-8').send(xml);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/podcast/cover.png', async (_request, reply) => {
    cover ??= sharp(Buffer.from(COVER_SVG)).png().toBuffer();
    reply.header('Cache-Control', 'public, max-age=86400');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return reply.type('image/png').send(await cover);
  });

  app.get<{ Params: { file: string } }>('/podcast/audio/:file', async (request, reply) => {
    try {
      const { file } = request.params;
      // A draft's audio is as absent as a missing file.
      if (!AUDIO_FILE.test(file) || !(await publishedAudio(deps.db, file)))
        throw new AppError('NOT_FOUND', 'There is no such episode audio');
      // A new upload gets a new name, so these bytes never change. Web players on other sites
      // may play it, as podcast apps do.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return reply.sendFile(file, {
        acceptRanges: true,
        cacheControl: true,
        immutable: true,
        maxAge: '365d',
      });
    } catch (error) {
      return sendError(reply, error);
    }
  });
};
