import { success } from '@hercircle/shared';
import { authedProcedure, router } from '../../trpc/init.ts';
import {
  listNotificationsInput,
  notificationIdInput,
  notificationsPage,
} from './notifications.schema.ts';
import * as notifications from './notifications.service.ts';
import { pushRouter } from '../push/push.router.ts';

const tags = ['notifications'];

/** api.md "Reactions, mentions, notifications…": the member's own notifications only. */
export const notificationsRouter = router({
  push: pushRouter,
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/notifications',
        summary: 'Your notifications, newest first, with the unread count',
        tags,
      },
    })
    .input(listNotificationsInput)
    .output(notificationsPage)
    .query(({ ctx, input }) => notifications.listNotifications(ctx.db, ctx.user, input)),

  read: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/notifications/{id}/read',
        summary: 'Mark one of your notifications read',
        tags,
      },
      // Like chat.read: clearing her own bell writes nothing anyone else sees.
      allowSuspended: true,
    })
    .input(notificationIdInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await notifications.markNotificationRead(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),

  readAll: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/notifications/read-all',
        summary: 'Mark all your notifications read',
        tags,
      },
      allowSuspended: true,
    })
    .output(success)
    .mutation(async ({ ctx }) => {
      await notifications.markAllNotificationsRead(ctx.db, ctx.user);
      return { success: true as const };
    }),
});
