import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  adminCommunity,
  adminCommunityListInput,
  adminCreateUserInput,
  adminStory,
  adminStoryListInput,
  adminUpdateUserInput,
  adminUser,
  adminUserListInput,
  createGroupInput,
  id,
  pagination,
  SITE_SETTINGS_DEFAULTS,
  siteSettings,
  storyInput,
  STORY_STATUS_VALUES,
  success,
} from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import { listAudit, recordAudit } from './audit.ts';
import { getSettings, saveSettings } from './settings.ts';
import * as users from './admin-users.service.ts';
import * as content from './admin-content.service.ts';

const tags = ['admin'];
const actorOf = (user: { id: number; email: string }) => ({ id: user.id, email: user.email });

const usersRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users',
        summary: 'Users: search name and email, filter by role and status, sort, page',
        tags,
      },
    })
    .input(adminUserListInput)
    .output(z.object({ users: z.array(adminUser), total: z.number().int() }))
    .query(({ ctx, input }) => users.listUsers(ctx.db, input)),

  get: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/users/{id}', summary: 'One user', tags } })
    .input(z.object({ id }))
    .output(z.object({ user: adminUser }))
    .query(async ({ ctx, input }) => ({ user: await users.getUser(ctx.db, input.id) })),

  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users',
        status: 201,
        summary: 'Create a user, with a password or an emailed invitation to choose one',
        tags,
      },
    })
    .input(adminCreateUserInput)
    .output(z.object({ user: adminUser }))
    .mutation(async ({ ctx, input }) => ({
      user: await users.createUser(ctx, actorOf(ctx.user), input),
    })),

  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/users/{id}',
        summary: 'Edit name, email, role, status (not your own role or status)',
        tags,
      },
    })
    .input(adminUpdateUserInput)
    .output(z.object({ user: adminUser }))
    .mutation(async ({ ctx, input }) => ({
      user: await users.updateUser(ctx.db, actorOf(ctx.user), input),
    })),

  delete: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        summary: 'Delete a user (not yourself)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await users.deleteUser(ctx.db, actorOf(ctx.user), input.id);
      return { success: true as const };
    }),
});

const settingsRouter = router({
  get: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/settings', summary: 'Site settings', tags } })
    .output(z.object({ settings: siteSettings }))
    .query(async ({ ctx }) => ({ settings: await getSettings(ctx.db) })),

  update: adminProcedure
    .meta({ rest: { method: 'PUT', path: '/admin/settings', summary: 'Save site settings', tags } })
    .input(siteSettings)
    .output(z.object({ settings: siteSettings }))
    .mutation(async ({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const before = await getSettings(trx);
        const settings = await saveSettings(trx, input, ctx.user.id);
        await recordAudit(trx, actorOf(ctx.user), 'update', 'settings', null, {
          before,
          after: settings,
        });
        return { settings };
      }),
    ),

  reset: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/settings/reset',
        summary: "Restore the spec's default settings",
        tags,
      },
    })
    .output(z.object({ settings: siteSettings }))
    .mutation(async ({ ctx }) =>
      ctx.db.transaction().execute(async (trx) => {
        const settings = await saveSettings(trx, SITE_SETTINGS_DEFAULTS, ctx.user.id);
        await recordAudit(trx, actorOf(ctx.user), 'reset', 'settings', null);
        return { settings };
      }),
    ),
});

const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

const communityFields = createGroupInput
  .pick({ name: true, description: true, category: true })
  .extend({ status: z.enum(ACCOUNT_STATUSES).default('active') });

const communitiesRouter = router({
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
    .query(({ ctx, input }) => content.listCommunities(ctx.db, input)),
  get: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/admin/communities/{id}', summary: 'One community', tags },
    })
    .input(z.object({ id }))
    .output(z.object({ community: adminCommunity }))
    .query(async ({ ctx, input }) => ({ community: await content.getCommunity(ctx.db, input.id) })),
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
    .input(communityFields)
    .output(z.object({ community: adminCommunity }))
    .mutation(async ({ ctx, input }) => ({
      community: await content.createCommunity(ctx.db, ctx.user, input),
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
    .input(communityFields.partial().extend({ id }))
    .output(z.object({ community: adminCommunity }))
    .mutation(async ({ ctx, input }) => ({
      community: await content.updateCommunity(ctx.db, ctx.user, input),
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
      await content.deleteCommunity(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),
});

const adminStoryFields = storyInput.extend({
  author_name: z.string().trim().max(120).optional(),
  status: z.enum(STORY_STATUS_VALUES).optional(),
});

const storiesRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/stories',
        summary: 'Stories: search title and author, status filter, sort, page',
        tags,
      },
    })
    .input(adminStoryListInput)
    .output(z.object({ stories: z.array(adminStory), total: z.number().int() }))
    .query(({ ctx, input }) => content.listStories(ctx.db, input)),
  get: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/admin/stories/{id}', summary: 'One story, any status', tags },
    })
    .input(z.object({ id }))
    .output(z.object({ story: adminStory }))
    .query(async ({ ctx, input }) => ({ story: await content.getStory(ctx.db, input.id) })),
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/stories',
        status: 201,
        summary: 'Create a story (published at once when autoPublish is on)',
        tags,
      },
    })
    .input(adminStoryFields)
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await content.createStory(ctx.db, ctx.user, input),
    })),
  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/stories/{id}',
        summary: 'Edit a story in any status',
        tags,
      },
    })
    .input(adminStoryFields.partial().extend({ id }))
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await content.updateStory(ctx.db, ctx.user, input),
    })),
  delete: adminProcedure
    .meta({
      rest: { method: 'DELETE', path: '/admin/stories/{id}', summary: 'Delete a story', tags },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await content.deleteStory(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),
  publish: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/stories/{id}/publish',
        summary: 'Publish a story (sets publishedAt)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await content.publishStory(ctx.db, ctx.user, input.id),
    })),
});

const inboxRouter = router({
  contactMessages: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/inbox/contact',
        summary: 'Messages sent from the Contact page, newest first',
        tags,
      },
    })
    .input(z.object(pagination(50)))
    .output(
      z.object({
        messages: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            email: z.string(),
            subject: z.string(),
            message: z.string(),
            created_at: z.string(),
          }),
        ),
      }),
    )
    .query(({ ctx, input }) => content.inboxContact(ctx.db, input.limit, input.offset)),
  deletionRequests: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/inbox/deletion-requests',
        summary: 'Account deletion requests, newest first',
        tags,
      },
    })
    .input(z.object(pagination(50)))
    .output(
      z.object({
        requests: z.array(
          z.object({
            id: z.number().int(),
            email: z.string(),
            reason: z.string().nullable(),
            feedback: z.string().nullable(),
            export_data: z.boolean(),
            created_at: z.string(),
            purge_after: z.string(),
            purged_at: z.string().nullable(),
          }),
        ),
      }),
    )
    .query(({ ctx, input }) => content.inboxDeletions(ctx.db, input.limit, input.offset)),
});

const statsOutput = z.object({
  total_users: z.number().int(),
  active_communities: z.number().int(),
  published_stories: z.number().int(),
  pending_reviews: z.number().int(),
  recent_activity: z.object({
    new_users: z.number().int(),
    new_communities: z.number().int(),
    new_stories: z.number().int(),
  }),
});

export const adminRouter = router({
  stats: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/stats',
        summary: 'Dashboard figures; recent activity is the last 30 days',
        tags,
      },
    })
    .output(statsOutput)
    .query(({ ctx }) => content.getStats(ctx.db)),
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
    .query(({ ctx }) => content.getRecentActivity(ctx.db)),
  activity: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/activity',
        summary: 'Sign-ups and new stories per day, last 30 days',
        tags,
      },
    })
    .output(
      z.object({
        days: z.array(
          z.object({ date: z.string(), signups: z.number().int(), stories: z.number().int() }),
        ),
      }),
    )
    .query(async ({ ctx }) => ({ days: await content.getActivity(ctx.db) })),
  users: usersRouter,
  communities: communitiesRouter,
  stories: storiesRouter,
  inbox: inboxRouter,
  settings: settingsRouter,
  auditLog: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/audit-log',
        summary: 'Every admin change: who, what, when (newest first)',
        tags,
      },
    })
    .input(z.object(pagination(50)))
    .output(z.object({ entries: z.array(auditEntry) }))
    .query(async ({ ctx, input }) => ({
      entries: (await listAudit(ctx.db, input.limit, input.offset)).map((e) => ({
        ...e,
        created_at: e.created_at.toISOString(),
      })),
    })),
});
