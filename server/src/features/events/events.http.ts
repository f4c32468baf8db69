import type { FastifyPluginAsync } from 'fastify';
import { AppError, sendError } from '../../lib/app-error.ts';
import { idOutOfRange, wholeNumber, type ExtraRouteOptions } from '../../lib/http-routes.ts';
import { publicOrigin } from '../../trpc/context.ts';
import { getEvent, EVENT_NOT_FOUND } from './events.service.ts';
import { eventIcs, icsFileName } from './events-ics.ts';

/** GET /events/{id}.ics: the event as a calendar file, to whoever may read the event. */
export const eventHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  api.get<{ Params: { id: string } }>('/events/:id.ics', async (request, reply) => {
    const id = wholeNumber(request.params.id);
    if (id === null || idOutOfRange(request.params.id))
      return sendError(reply, new AppError('NOT_FOUND', EVENT_NOT_FOUND));
    try {
      const ctx = await options.createContext(request);
      const event = await getEvent(ctx.db, ctx.user, id);
      reply.header('Content-Disposition', `attachment; filename="${icsFileName(event)}"`);
      // What it holds depends on who asks (the place for going members): never cached for another.
      reply.header('Cache-Control', 'private, no-store');
      return reply
        .type('text/calendar; charset=utf-8')
        .send(eventIcs(event, publicOrigin(options.deps.env)));
    } catch (error) {
      return sendError(reply, error);
    }
  });
  options.document({
    method: 'get',
    path: '/events/{id}.ics',
    operation: {
      operationId: 'events.ics',
      summary: 'The event as an iCalendar file (text/calendar, times in UTC)',
      tags: ['events'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        '200': { description: 'The calendar file' },
        '404': { $ref: '#/components/responses/E404' },
      },
    },
  });
};
