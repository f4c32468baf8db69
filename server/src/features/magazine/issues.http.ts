import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ISSUE_PDF_MAX_BYTES, MSG, SESSION_COOKIE } from '@hercircle/shared';
import { AppError, sendError } from '../../lib/app-error.ts';
import { suspensionError } from '../../lib/suspension.ts';
import { idOutOfRange, wholeNumber, type ExtraRouteOptions } from '../../lib/http-routes.ts';
import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  adminNeedsSecondFactor,
} from '../../auth/admin-second-factor.ts';
import { bearerToken, createContext, type Context } from '../../trpc/context.ts';
import { cookieValue } from '../../http/cookies.ts';
import { issueFile, ISSUE_NOT_FOUND, setIssueCover, setIssuePdf } from './issues.service.ts';
import { issueFileDocs, issueUploadDocs } from './issues.http-docs.ts';
import { msg, type Message } from '@hercircle/shared/message-format';

const COVER_MAX_BYTES = 10 * 1024 * 1024;

function issueId(raw: string): number {
  const id = wholeNumber(raw);
  if (id === null || idOutOfRange(raw)) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
  return id;
}

/** The one file of the field `field` (other parts drained), or a 4xx that says what to send. */
async function readUpload(
  request: FastifyRequest,
  field: string,
  tooLarge: Message,
): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data in the field ${field}`,
    );
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && !bytes) bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    throw new AppError(
      'BAD_REQUEST',
      `The multipart body could not be read: send the file in the field ${field}`,
    );
  }
  if (!bytes) throw new AppError('BAD_REQUEST', `Attach the file in the field ${field}`);
  return bytes;
}

/** The checks adminProcedure makes (trpc/init.ts), for the upload routes that are not procedures. */
function requireAdmin(ctx: Context): NonNullable<Context['user']> {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
  const suspended = suspensionError(ctx.user);
  if (suspended) throw suspended;
  if (ctx.user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin privileges required');
  if (adminNeedsSecondFactor(ctx.env, ctx.user))
    throw new AppError('FORBIDDEN', ADMIN_SECOND_FACTOR_REQUIRED);
  return ctx.user;
}

/**
 * An issue's PDF, streamed from the data folder, and the portal's uploads. The PDF is opened by the
 * browser's own viewer, a navigation that carries no Authorization header: so this one read, like
 * a page, also takes the session from the `hc_session` cookie (SameSite=Lax: another site can
 * link to it, never read it).
 */
export const issueHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  const readerContext = (request: FastifyRequest) => {
    if (bearerToken(request.headers.authorization)) return options.createContext(request);
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    return createContext(
      { ...options.deps, log: request.log },
      { ip: request.ip, id: String(request.id), token },
    );
  };

  api.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/issues/:id/pdf',
    async (request, reply) => {
      try {
        const id = issueId(request.params.id);
        const ctx = await readerContext(request);
        const file = await issueFile(ctx.db, ctx.user, { id, dataDir: options.deps.env.DATA_DIR });
        const stream = fs.createReadStream(file.path);
        // A file gone from the data folder is a missing issue, not a crash mid-answer.
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', () =>
            reject(new AppError('NOT_FOUND', 'The PDF of this issue is missing')),
          );
        });
        const disposition = request.query.download === undefined ? 'inline' : 'attachment';
        reply.header('Content-Disposition', `${disposition}; filename="${file.fileName}"`);
        reply.header('Content-Length', file.bytes);
        // A members-only file is hers alone; a free one may be kept a while by anyone.
        reply.header(
          'Cache-Control',
          file.access === 'members' ? 'private, no-store' : 'public, max-age=300',
        );
        return reply.type('application/pdf').send(stream);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );

  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ISSUE_PDF_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    const upload =
      (
        field: string,
        run: (
          ctx: Context,
          user: NonNullable<Context['user']>,
          id: number,
          bytes: Buffer,
        ) => Promise<unknown>,
        max: number,
      ) =>
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        try {
          const ctx = await options.createContext(request);
          const user = requireAdmin(ctx);
          const id = issueId(request.params.id);
          const tooLarge = msg('The file is larger than {{size}} MB', { size: max / 1024 / 1024 });
          const bytes = await readUpload(request, field, tooLarge);
          if (bytes.length > max) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
          return reply.send({ data: { issue: await run(ctx, user, id, bytes) } });
        } catch (error) {
          return sendError(reply, error);
        }
      };
    scope.post(
      '/admin/issues/:id/pdf',
      upload(
        'pdf',
        (ctx, user, id, bytes) =>
          setIssuePdf(ctx.db, user, { id, upload: bytes, dataDir: ctx.env.DATA_DIR }),
        ISSUE_PDF_MAX_BYTES,
      ),
    );
    scope.post(
      '/admin/issues/:id/cover',
      upload(
        'cover',
        (ctx, user, id, bytes) => setIssueCover(ctx.db, user, { id, upload: bytes }),
        COVER_MAX_BYTES,
      ),
    );
  });

  issueFileDocs.forEach((op) => options.document(op));
  issueUploadDocs.forEach((op) => options.document(op));
};
