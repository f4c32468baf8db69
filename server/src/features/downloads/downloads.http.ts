import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '@hercircle/shared';
import { AppError, sendError } from '../../lib/app-error.ts';
import type { ExtraRouteOptions } from '../../lib/http-routes.ts';
import { DOWNLOADS } from './downloads.catalog.ts';

/**
 * Files for members (the resources page's tools), as attachments. The
 * browser fetches them with the member's bearer token, as it does the data export.
 */
export const downloadHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  api.get('/downloads/:id', async (request, reply) => {
    try {
      const ctx = await options.createContext(request);
      if (!ctx.user) throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
      const { id } = request.params as { id: string };
      const file = Object.hasOwn(DOWNLOADS, id) ? DOWNLOADS[id] : undefined;
      if (!file) throw new AppError('NOT_FOUND', 'There is no such file to download');
      reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      reply.header('Cache-Control', 'private, no-store');
      return reply.type(file.contentType).send(file.body());
    } catch (error) {
      return sendError(reply, error);
    }
  });
  options.document({
    method: 'get',
    path: '/downloads/{id}',
    operation: {
      operationId: 'content.download',
      summary:
        'A file for members: a tool of /resources (Content-Disposition: attachment); magazine issues are at /issues/{id}/pdf',
      tags: ['content'],
      security: [{ bearerAuth: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The file (application/pdf or text/csv)' },
        '401': { $ref: '#/components/responses/E401' },
        '404': { $ref: '#/components/responses/E404' },
      },
    },
  });
};
