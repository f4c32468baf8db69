import { z } from 'zod';
import {
  adminPodcastListInput,
  id,
  listPodcastEpisodesInput,
  podcastEpisode,
  podcastEpisodeInput,
  podcastEpisodeRef,
  podcastEpisodeUpdateInput,
  success,
} from '@hercircle/shared';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as podcast from './podcast.service.ts';

const episodes = z.object({ episodes: z.array(podcastEpisode), total: z.number().int() });
const one = z.object({ episode: podcastEpisode });

/** Listeners' side: published episodes only. The feed and the audio: podcast-files.http.ts. */
export const podcastRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/podcast/episodes',
        summary: 'Published podcast episodes, newest first',
        tags: ['podcast'],
      },
    })
    .input(listPodcastEpisodesInput)
    .output(episodes)
    .query(({ ctx, input }) => podcast.listPublished(ctx.db, input)),

  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/podcast/episodes/{episode}',
        summary: 'One published episode, by its id or slug',
        tags: ['podcast'],
      },
    })
    .input(podcastEpisodeRef)
    .output(one)
    .query(async ({ ctx, input }) => ({
      episode: await podcast.getPublished(ctx.db, input.episode),
    })),
});

/** The admin portal's episodes (`admin.podcast.*`); the audio upload: podcast.http.ts. */
export const adminPodcastRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/podcast/episodes',
        summary: 'Every episode, drafts too, newest first',
        tags: ['admin'],
      },
    })
    .input(adminPodcastListInput)
    .output(episodes)
    .query(({ ctx, input }) => podcast.listForAdmin(ctx.db, ctx.user, input)),

  get: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/podcast/episodes/{id}',
        summary: 'One episode, draft or published',
        tags: ['admin'],
      },
    })
    .input(z.object({ id }))
    .output(one)
    .query(async ({ ctx, input }) => ({
      episode: await podcast.getForAdmin(ctx.db, ctx.user, input.id),
    })),

  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/podcast/episodes',
        status: 201,
        summary: 'Create an episode as a draft (upload its audio, then publish it)',
        tags: ['admin'],
      },
    })
    .input(podcastEpisodeInput)
    .output(one)
    .mutation(async ({ ctx, input }) => ({
      episode: await podcast.createEpisode(ctx.db, ctx.user, input),
    })),

  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/podcast/episodes/{id}',
        summary:
          'Edit an episode; status "published" publishes it (its audio must be there), "draft" unpublishes it',
        tags: ['admin'],
      },
    })
    .input(podcastEpisodeUpdateInput)
    .output(one)
    .mutation(async ({ ctx, input }) => ({
      episode: await podcast.updateEpisode(ctx.db, ctx.user, input),
    })),

  delete: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/podcast/episodes/{id}',
        summary: 'Delete an episode and its audio',
        tags: ['admin'],
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await podcast.deleteEpisode(ctx.db, ctx.user, { id: input.id, dataDir: ctx.env.DATA_DIR });
      return { success: true as const };
    }),
});
