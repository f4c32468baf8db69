import { z } from 'zod';
import { pingDatabase } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicProcedure } from '../../trpc/init.ts';

export const healthOutput = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const health = publicProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/health',
      summary: 'Liveness and database reachability',
      tags: ['system'],
    },
  })
  .output(healthOutput)
  .query(async ({ ctx }) => {
    try {
      await pingDatabase(ctx.db);
    } catch (error) {
      ctx.log.warn({ err: error }, 'health check: database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
