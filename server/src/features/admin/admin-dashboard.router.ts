import { z } from 'zod';
import {
  activityDay,
  adminStats,
  adminStory,
  adminUser,
  auditEntry,
  auditLogInput,
} from '@hercircle/shared';
import { adminProcedure } from '../../trpc/init.ts';
import * as dashboard from './admin-dashboard.service.ts';

const tags = ['admin'];

/** The dashboard's figures and the audit log, at the top of `admin`. */
export const adminDashboardProcedures = {
  stats: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/stats',
        summary: 'Dashboard figures; recent activity is the last 30 days',
        tags,
      },
    })
    .output(adminStats)
    .query(({ ctx }) => dashboard.getStats(ctx.db, ctx.user)),
  recentActivity: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/recent-activity',
        summary: 'The five newest users and stories',
        tags,
      },
    })
    .output(z.object({ users: z.array(adminUser), stories: z.array(adminStory) }))
    .query(({ ctx }) => dashboard.getRecentActivity(ctx.db, ctx.user)),
  activity: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/activity',
        summary: 'Sign-ups and new stories per day, last 30 days',
        tags,
      },
    })
    .output(z.object({ days: z.array(activityDay) }))
    .query(async ({ ctx }) => ({ days: await dashboard.getActivity(ctx.db, ctx.user) })),
  auditLog: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/audit-log',
        summary:
          'Every admin change: who, what, when, and the house rule it names (newest first); filtered by actor (part of an email or name), action and entity',
        tags,
      },
    })
    .input(auditLogInput)
    .output(z.object({ entries: z.array(auditEntry), total: z.number().int() }))
    .query(({ ctx, input }) => dashboard.listAuditLog(ctx.db, ctx.user, input)),
};
