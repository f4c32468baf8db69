import { z } from 'zod';
import {
  adminCommunity,
  adminCommunityInput,
  adminCommunityListInput,
  adminCommunityUpdateInput,
  id,
  success,
} from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import * as communities from './admin-communities.service.ts';

const tags = ['admin'];

export const adminCommunitiesRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/communities',
        summary: 'Communities: search, status filter, sort, page',
        tags,
      },
    })
    .input(adminCommunityListInput)
    .output(z.object({ communities: z.array(adminCommunity), total: z.number().int() }))
    .query(({ ctx, input }) => communities.listCommunities(ctx.db, ctx.user, input)),
  get: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/admin/communities/{id}', summary: 'One community', tags },
    })
    .input(z.object({ id }))
    .output(z.object({ community: adminCommunity }))
    .query(async ({ ctx, input }) => ({
      community: await communities.getCommunity(ctx.db, ctx.user, input),
    })),
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/communities',
        status: 201,
        summary: 'Create a community (member count starts at its creator)',
        tags,
      },
    })
    .input(adminCommunityInput)
    .output(z.object({ community: adminCommunity }))
    .mutation(async ({ ctx, input }) => ({
      community: await communities.createCommunity(ctx.db, ctx.user, input),
    })),
  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/communities/{id}',
        summary: 'Edit name, description, category, status',
        tags,
      },
    })
    .input(adminCommunityUpdateInput)
    .output(z.object({ community: adminCommunity }))
    .mutation(async ({ ctx, input }) => ({
      community: await communities.updateCommunity(ctx.db, ctx.user, input),
    })),
  delete: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/communities/{id}',
        summary: 'Delete a community with its memberships and posts',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await communities.deleteCommunity(ctx.db, ctx.user, input);
      return { success: true as const };
    }),
});
