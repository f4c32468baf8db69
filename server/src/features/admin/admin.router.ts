import { z } from 'zod';
import {
  adminCreateUserInput,
  adminUpdateUserInput,
  adminUser,
  adminUserListInput,
  id,
  pagination,
  SITE_SETTINGS_DEFAULTS,
  siteSettings,
  success,
} from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import { listAudit, recordAudit } from './audit.ts';
import { getSettings, saveSettings } from './settings.ts';
import * as users from './admin-users.service.ts';

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

export const adminRouter = router({
  users: usersRouter,
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
