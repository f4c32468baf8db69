import multipart from '@fastify/multipart';
import {
  fileSizeToBytes,
  MAX_FILE_SIZE_OPTIONS,
  MSG,
  SITE_SETTINGS_DEFAULTS,
} from '@hercircle/shared';
import { AppError, sendError } from '../../lib/app-error.ts';
import { suspensionError } from '../../lib/suspension.ts';
import { idOutOfRange, wholeNumber, type ExtraRouteOptions } from '../../lib/http-routes.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getMedia, setProfilePicture } from './users.service.ts';
import { msg } from '@hercircle/shared/message-format';

const LARGEST_UPLOAD = fileSizeToBytes(
  MAX_FILE_SIZE_OPTIONS[MAX_FILE_SIZE_OPTIONS.length - 1] ?? '25MB',
);

const TOO_LARGE = msg('The image is larger than {{size}} MB. Choose a smaller one.', {
  size: LARGEST_UPLOAD / 1024 / 1024,
});

/** Whatever goes wrong while reading the body is the body's fault: a 4xx that says what to send. */
function multipartError(error: unknown): AppError {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(
        'BAD_REQUEST',
        'Send one image in the field profile_picture, nothing more',
      );
    default:
      return new AppError(
        'BAD_REQUEST',
        'The multipart body could not be read: send the image in the field profile_picture',
      );
  }
}

/** The bytes of the profile_picture file; other files are drained, fields ignored. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'profile_picture' && !bytes) bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!bytes) throw new AppError('BAD_REQUEST', 'Attach the image in the field profile_picture');
  return bytes;
}

/** Multipart picture upload and image bytes: REST-only routes over the users service. */
export const userHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  // Only the upload reads multipart bodies.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 5, parts: 6 },
    });

    scope.post<{ Params: { id: string } }>(
      '/users/:id/upload-profile-picture',
      async (request, reply) => {
        try {
          const ctx = await options.createContext(request);
          if (!ctx.user)
            return sendError(reply, new AppError('UNAUTHORIZED', MSG.notAuthenticated));
          // A write like any other: refused while the account is suspended (trpc/init.ts).
          const suspended = suspensionError(ctx.user);
          if (suspended) return sendError(reply, suspended);
          if (idOutOfRange(request.params.id))
            return sendError(reply, new AppError('NOT_FOUND', 'User not found'));
          const userId = wholeNumber(request.params.id);
          if (userId === null)
            return sendError(
              reply,
              new AppError('BAD_REQUEST', 'The user id must be a positive whole number'),
            );
          if (!request.isMultipart()) {
            return sendError(
              reply,
              new AppError(
                'UNSUPPORTED_MEDIA_TYPE',
                'Send the picture as multipart/form-data in the field profile_picture',
              ),
            );
          }
          const bytes = await readPicture(request);
          const maxFileSize = options.deps.services.settings
            ? (await options.deps.services.settings.get()).maxFileSize
            : SITE_SETTINGS_DEFAULTS.maxFileSize;
          const user = await setProfilePicture(ctx.db, ctx.user, {
            id: userId,
            upload: bytes,
            maxFileSize,
          });
          return reply.send({ data: { user } });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    );
  });

  api.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const id = wholeNumber(request.params.id);
    if (id === null || idOutOfRange(request.params.id))
      return sendError(reply, new AppError('NOT_FOUND', 'Image not found'));
    try {
      const media = await getMedia(options.deps.db, null, { id });
      // Ids are never reused: a new picture gets a new address, so this can be cached forever.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.type(media.content_type).send(media.bytes);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  options.document({
    method: 'post',
    path: '/users/{id}/upload-profile-picture',
    operation: {
      operationId: 'users.uploadProfilePicture',
      summary:
        'Upload a profile picture (multipart field profile_picture: JPEG, PNG, WebP or GIF; re-encoded, metadata stripped)',
      tags: ['users'],
      security: [{ bearerAuth: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { profile_picture: { type: 'string', format: 'binary' } },
              required: ['profile_picture'],
            },
          },
        },
      },
      responses: {
        '200': { description: 'The user with the new profile_picture URL' },
        '401': { $ref: '#/components/responses/E401' },
        '403': { $ref: '#/components/responses/E403' },
        '413': { description: 'Image too large' },
        '415': { description: 'Not an accepted image' },
      },
    },
  });
  options.document({
    method: 'get',
    path: '/media/{id}',
    operation: {
      operationId: 'media.get',
      summary: 'Image bytes (cached for a year: a new image gets a new id)',
      tags: ['users'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        '200': { description: 'The image' },
        '404': { $ref: '#/components/responses/E404' },
      },
    },
  });
};
