import type { FastifyInstance } from 'fastify';
import { MSG } from '@hercircle/shared';
import { AppError, sendError } from '../../lib/app-error.ts';
import type { ExtraRouteOptions } from '../../http/extra-routes.ts';
import { exportData } from './account.service.ts';

/** The data export as a file download (REST only; the browser uses the same function over tRPC). */
export function registerAccountHttpRoutes(api: FastifyInstance, options: ExtraRouteOptions): void {
  api.get('/v1/account/export', async (request, reply) => {
    try {
      const ctx = await options.createContext(request);
      if (!ctx.user) throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
      const data = await exportData(ctx.db, ctx.user);
      const date = new Date().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="hercircle-data-${date}.json"`);
      reply.header('Cache-Control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    } catch (error) {
      return sendError(reply, error);
    }
  });
  options.document({
    method: 'get',
    path: '/account/export',
    operation: {
      operationId: 'content.exportData',
      summary: 'Download all your data as JSON (Content-Disposition: attachment)',
      tags: ['content'],
      security: [{ bearerAuth: [] }],
      responses: {
        '200': { description: 'Your data' },
        '401': { $ref: '#/components/responses/E401' },
      },
    },
  });
}
