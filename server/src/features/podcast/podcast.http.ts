import multipart from '@fastify/multipart';
import { MSG, PODCAST_MAX_AUDIO_BYTES, type PodcastEpisode } from '@hercircle/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, sendError } from '../../lib/app-error.ts';
import { suspensionError } from '../../lib/suspension.ts';
import { idOutOfRange, wholeNumber, type ExtraRouteOptions } from '../../lib/http-routes.ts';
import {
  adminNeedsSecondFactor,
  ADMIN_SECOND_FACTOR_REQUIRED,
} from '../../auth/admin-second-factor.ts';
import type { Context } from '../../trpc/context.ts';
import { AUDIO_TOO_LARGE } from './podcast-audio.ts';
import { uploadEpisodeAudio } from './podcast.service.ts';

const FIELD = 'audio';

/** Whatever goes wrong while reading the body is the body's fault: a 4xx that says what to send. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', AUDIO_TOO_LARGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('BAD_REQUEST', `Send one audio file in the field ${FIELD}, nothing more`);
    default:
      return new AppError(
        'BAD_REQUEST',
        `The multipart body could not be read: send the audio in the field ${FIELD}`,
      );
  }
}

/** The admin procedures' door (trpc/init.ts adminProcedure), for a route that is not one. */
function adminRefusal(ctx: Context): AppError | null {
  if (!ctx.user) return new AppError('UNAUTHORIZED', MSG.notAuthenticated);
  if (ctx.user.role !== 'admin') return new AppError('FORBIDDEN', 'Admin privileges required');
  if (adminNeedsSecondFactor(ctx.env, ctx.user))
    return new AppError('FORBIDDEN', ADMIN_SECOND_FACTOR_REQUIRED);
  return suspensionError(ctx.user);
}

/** Streams the `audio` part to the episode; other files are drained, fields ignored. */
async function receiveAudio(
  request: FastifyRequest,
  ctx: Context & { user: NonNullable<Context['user']> },
  id: number,
): Promise<PodcastEpisode> {
  let episode: PodcastEpisode | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FIELD && !episode) {
        const file = part.file;
        episode = await uploadEpisodeAudio(ctx.db, ctx.user, {
          id,
          dataDir: ctx.env.DATA_DIR,
          source: file,
          truncated: () => file.truncated,
        });
      } else part.file.resume();
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!episode) throw new AppError('BAD_REQUEST', `Attach the audio in the field ${FIELD}`);
  return episode;
}

/** The audio upload of an episode: multipart, which tRPC does not take (http/trpc-body.ts). */
export const podcastHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PODCAST_MAX_AUDIO_BYTES, files: 1, fields: 5, parts: 6 },
    });

    scope.post<{ Params: { id: string } }>(
      '/admin/podcast/episodes/:id/audio',
      async (request, reply) => {
        try {
          const ctx = await options.createContext(request);
          const refused = adminRefusal(ctx);
          if (refused) return sendError(reply, refused);
          const user = ctx.user!;
          if (idOutOfRange(request.params.id))
            return sendError(reply, new AppError('NOT_FOUND', 'Episode not found'));
          const id = wholeNumber(request.params.id);
          if (id === null)
            return sendError(
              reply,
              new AppError('BAD_REQUEST', 'The episode id must be a positive whole number'),
            );
          if (!request.isMultipart())
            return sendError(
              reply,
              new AppError(
                'UNSUPPORTED_MEDIA_TYPE',
                `Send the audio as multipart/form-data in the field ${FIELD}`,
              ),
            );
          const episode = await receiveAudio(request, { ...ctx, user }, id);
          return reply.send({ data: { episode } });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    );
  });

  options.document({
    method: 'post',
    path: '/admin/podcast/episodes/{id}/audio',
    operation: {
      operationId: 'admin.podcast.uploadAudio',
      summary:
        'Upload an episode’s audio (multipart field audio: MP3 or M4A, judged by its content, up to 200 MB); its duration is read from the file',
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { audio: { type: 'string', format: 'binary' } },
              required: ['audio'],
            },
          },
        },
      },
      responses: {
        '200': { description: 'The episode with its audio_url, audio_bytes and duration_seconds' },
        '401': { $ref: '#/components/responses/E401' },
        '403': { $ref: '#/components/responses/E403' },
        '404': { $ref: '#/components/responses/E404' },
        '413': { description: 'Audio larger than 200 MB' },
        '415': { description: 'Not MP3 or M4A audio' },
      },
    },
  });
};
