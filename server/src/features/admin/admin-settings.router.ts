import { z } from 'zod';
import { siteSettings, siteSettingsInput } from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import { getSettings, resetSettings, updateSettings } from './settings.ts';

const tags = ['admin'];

export const adminSettingsRouter = router({
  get: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/settings', summary: 'Site settings', tags } })
    .output(z.object({ settings: siteSettings }))
    .query(async ({ ctx }) => ({ settings: await getSettings(ctx.db) })),

  update: adminProcedure
    .meta({ rest: { method: 'PUT', path: '/admin/settings', summary: 'Save site settings', tags } })
    .input(siteSettingsInput)
    .output(z.object({ settings: siteSettings }))
    .mutation(async ({ ctx, input }) => ({
      settings: await updateSettings(ctx.db, ctx.user, input),
    })),

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
    .mutation(async ({ ctx }) => ({ settings: await resetSettings(ctx.db, ctx.user) })),
});
