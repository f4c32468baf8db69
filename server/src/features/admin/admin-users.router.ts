import { z } from 'zod';
import {
  adminCreateUserInput,
  adminUpdateUserInput,
  adminUser,
  adminUserListInput,
  id,
  success,
} from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import * as users from './admin-users.service.ts';

const tags = ['admin'];

export const adminUsersRouter = router({
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
    .query(({ ctx, input }) => users.listUsers(ctx.db, ctx.user, input)),

  get: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/users/{id}', summary: 'One user', tags } })
    .input(z.object({ id }))
    .output(z.object({ user: adminUser }))
    .query(async ({ ctx, input }) => ({ user: await users.getUser(ctx.db, ctx.user, input) })),

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
      user: await users.createUser(ctx, ctx.user, input),
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
      user: await users.updateUser(ctx, ctx.user, input),
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
      await users.deleteUser(ctx.db, ctx.user, input);
      return { success: true as const };
    }),
});
