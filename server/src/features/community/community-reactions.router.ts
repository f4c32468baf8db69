import { z } from 'zod';
import { id, reactInput, reactors, success } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as reactions from './community-reactions.service.ts';
import type { ReactionTarget } from './community-reactions.queries.ts';

const tags = ['community'];
const ok = { success: true as const };
const PATHS = { post: '/community/posts', reply: '/community/replies' } as const;

function react(target: ReactionTarget, on: boolean) {
  return authedProcedure
    .meta({
      rest: {
        method: on ? 'PUT' : 'DELETE',
        path: `${PATHS[target]}/{id}/reactions/{kind}`,
        summary: on
          ? `React to a ${target} you can read (idempotent)`
          : `Take back your reaction to a ${target} (idempotent)`,
        tags,
      },
    })
    .input(reactInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await reactions.setReaction(ctx.db, ctx.user, target, { ...input, on });
      return ok;
    });
}

function whoReacted(target: ReactionTarget) {
  return authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: `${PATHS[target]}/{id}/reactions`,
        summary: `Who reacted to a ${target}: counts and up to 10 first names per kind`,
        tags,
      },
    })
    .input(z.object({ id }))
    .output(reactors)
    .query(({ ctx, input }) => reactions.listReactors(ctx.db, ctx.user, target, input));
}

function pin(pinned: boolean) {
  return authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: `/community/posts/{id}/${pinned ? 'pin' : 'unpin'}`,
        summary: pinned
          ? 'Pin a post so it lists first (group or site admins; idempotent)'
          : 'Unpin a post (group or site admins; idempotent)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await reactions.setPinned(ctx.db, ctx.user, { ...input, pinned });
      return ok;
    });
}

/** Reactions on posts and replies, and pinned posts (community.*). */
export const reactionProcedures = {
  reactPost: react('post', true),
  unreactPost: react('post', false),
  postReactors: whoReacted('post'),
  reactReply: react('reply', true),
  unreactReply: react('reply', false),
  replyReactors: whoReacted('reply'),
  pinPost: pin(true),
  unpinPost: pin(false),
};
