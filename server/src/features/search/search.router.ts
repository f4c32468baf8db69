import { z } from 'zod';
import { contentNote, pagination } from '@hercircle/shared';
import { authedProcedure, router } from '../../trpc/init.ts';
import { search } from './search.service.ts';

/** Longer queries are not searches but pasted text; they would only cost time. */
const QUERY_MAX = 200;

const kind = z.enum(['groups', 'posts', 'stories', 'members']);

const searchResult = z.object({
  type: kind,
  id: z.number().int(),
  title: z.string(),
  /** Plain text in parts; `match` parts are the words that matched (rendered as <mark>). */
  snippet: z.array(z.object({ text: z.string(), match: z.boolean() })),
  /** Posts and stories: the snippet stays behind this note unless the member shows it. */
  content_note: contentNote.nullable(),
  url: z.string(),
});

export const searchRouter = router({
  query: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/search',
        summary: 'Search groups, posts, stories and members the caller may read, best match first',
        tags: ['search'],
      },
    })
    .input(
      z.object({
        q: z.string().trim().min(1).max(QUERY_MAX),
        type: z.enum(['all', 'groups', 'posts', 'stories', 'members']).default('all'),
        ...pagination(20),
      }),
    )
    .output(
      z.object({
        results: z.array(searchResult),
        total: z.number().int(),
        /** Only when there are more matches than the total counts (500): "500+ results". */
        total_capped: z.literal(true).optional(),
      }),
    )
    .query(({ ctx, input }) => search(ctx.db, ctx.user, input)),
});
