import { z } from 'zod';
import {
  id,
  resource,
  resourceInput,
  resourceList,
  resourceListInput,
  resourceUpdateInput,
  success,
} from '@hercircle/shared';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as resources from './resources.service.ts';

/** Served under the design card's `content` router (see trpc/app-router.ts). */
export const resourceProcedures = {
  resources: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/resources',
        summary:
          "The resource directory (helplines, guides, organisations), the reader's country first: her profile's, else her Accept-Language region's, else International first",
        tags: ['content'],
      },
    })
    .input(resourceListInput)
    .output(resourceList)
    .query(({ ctx, input }) => resources.listResources(ctx.db, ctx, input)),
};

const tags = ['admin'];

/** admin.resources: the directory in the portal. */
export const adminResourcesRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/resources',
        summary: 'Every resource, by category',
        tags,
      },
    })
    .output(resourceList)
    .query(({ ctx }) => resources.listAllResources(ctx.db)),
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/resources',
        status: 201,
        summary: 'Add a resource (a link or a phone number, a country or International)',
        tags,
      },
    })
    .input(resourceInput)
    .output(z.object({ resource }))
    .mutation(async ({ ctx, input }) => ({
      resource: await resources.createResource(ctx.db, ctx.user, input),
    })),
  update: adminProcedure
    .meta({
      rest: { method: 'PUT', path: '/admin/resources/{id}', summary: 'Edit a resource', tags },
    })
    .input(resourceUpdateInput)
    .output(z.object({ resource }))
    .mutation(async ({ ctx, input }) => ({
      resource: await resources.updateResource(ctx.db, ctx.user, input),
    })),
  delete: adminProcedure
    .meta({
      rest: { method: 'DELETE', path: '/admin/resources/{id}', summary: 'Delete a resource', tags },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await resources.deleteResource(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),
});
