import { z } from 'zod';
import { poll, votePollInput } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import { votePoll } from './community-polls.service.ts';

/** Votes on the polls in posts (community.votePoll); a post's poll comes with the post. */
export const pollProcedures = {
  votePoll: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/posts/{id}/poll/votes',
        summary:
          'Vote on a post’s poll as a member of its group (a second vote replaces yours; counts only, never who voted for what)',
        tags: ['community'],
      },
    })
    .input(votePollInput)
    .output(z.object({ poll }))
    .mutation(async ({ ctx, input }) => ({ poll: await votePoll(ctx.db, ctx.user, input) })),
};
