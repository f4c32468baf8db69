import { z } from 'zod';
import { id } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import { listMentionable } from './community-mentions.ts';

const mentionable = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});

export const mentionProcedures = {
  mentionable: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/mentionable',
        summary: 'Members of a group you may mention, by the start of their name (autocomplete)',
        tags: ['community'],
      },
    })
    .input(z.object({ id, q: z.string().trim().max(100).default('') }))
    .output(z.object({ members: z.array(mentionable) }))
    .query(({ ctx, input }) => listMentionable(ctx.db, ctx.user, input)),
};
