import { z } from 'zod';
import {
  id,
  pushSubscribeInput,
  pushSubscription,
  success,
  updatePushSubscriptionInput,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as push from './push.service.ts';

const tags = ['notifications'];

/** Issue 34: pushes to her browsers, turned on per device (the session it was made in). */
export const pushRouter = router({
  key: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/push/key',
        summary: "The server's VAPID public key, for the browser's pushManager.subscribe",
        tags,
      },
    })
    .output(z.object({ public_key: z.string() }))
    .query(async ({ ctx }) => ({ public_key: await push.publicKey(ctx.db) })),

  subscriptions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/push/subscriptions',
        summary: 'Her browsers that receive pushes',
        tags,
      },
    })
    .output(z.object({ subscriptions: z.array(pushSubscription), total: z.number().int() }))
    .query(async ({ ctx }) => {
      const subscriptions = await push.listSubscriptions(ctx.db, ctx.user, ctx.session);
      return { subscriptions, total: subscriptions.length };
    }),

  subscribe: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/push/subscriptions',
        summary: 'Turn pushes on for this browser (ending this session turns them off)',
        tags,
        status: 201,
      },
    })
    .input(pushSubscribeInput)
    .output(z.object({ subscription: pushSubscription }))
    .mutation(async ({ ctx, input }) => ({
      subscription: await push.subscribe(ctx.db, ctx.user, ctx.session, input),
    })),

  update: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/push/subscriptions/{id}',
        summary: 'Choose whether pushes to that browser say who and what',
        tags,
      },
    })
    .input(updatePushSubscriptionInput)
    .output(z.object({ subscription: pushSubscription }))
    .mutation(async ({ ctx, input }) => ({
      subscription: await push.setPreviews(ctx.db, ctx.user, ctx.session, input),
    })),

  unsubscribe: authedProcedure
    .meta({
      // Her privacy: a suspended member can still stop pushes to a device others see.
      allowSuspended: true,
      rest: {
        method: 'DELETE',
        path: '/push/subscriptions/{id}',
        summary: 'Turn pushes off for one of her browsers',
        tags,
        status: 204,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await push.unsubscribe(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),
});
