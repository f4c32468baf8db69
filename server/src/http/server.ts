import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { bearerToken, createContext, type ContextDeps } from '../trpc/context.ts';
import { AppError, noRoute, pathOf, sendError, toAppError } from '../lib/app-error.ts';
import { msg } from '@hercircle/shared/message-format';
import { rememberLanguage } from '../lib/messages.ts';
import { registerRestRoutes } from './rest.ts';
import { buildOpenApiDocument, type ExtraOperation } from './openapi.ts';
import { renderApiDocs } from './api-docs.ts';
import { applySecurityHeadersBeforeHooks, registerSecurityHeaders } from './security-headers.ts';
import { registerStaticClient } from './static-client.ts';
import type { PageOptions } from './pages.ts';
import { registerTrpcBodyGuard } from './trpc-body.ts';
import type { ExtraRouteOptions } from '../lib/http-routes.ts';
import { userHttpRoutes } from '../features/users/users.http.ts';
import { accountHttpRoutes } from '../features/account/account.http.ts';
import { securityHttpRoutes } from '../features/security/security.http.ts';
import { emailConfirmationHttpRoutes } from '../features/account/email-confirmation.http.ts';
import { downloadHttpRoutes } from '../features/downloads/downloads.http.ts';
import { issueHttpRoutes } from '../features/magazine/issues.http.ts';
import { eventHttpRoutes } from '../features/events/events.http.ts';
import { notificationEmailHttpRoutes } from '../features/notifications/notification-emails.http.ts';
import { newsletterHttpRoutes } from '../features/newsletter/newsletter.http.ts';
import { podcastHttpRoutes } from '../features/podcast/podcast.http.ts';
import { podcastFileRoutes } from '../features/podcast/podcast-files.http.ts';
import { requestCookies, writeCookies } from './cookies.ts';

export interface ServerOptions {
  deps: Omit<ContextDeps, 'log'>;
  clientDist?: string;
  logger?: FastifyServerOptions['logger'];
}

const JSON_BODY_LIMIT = 1024 * 1024;

type ConnectionParams = Record<string, unknown>;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { TRUST_PROXY, TRPC_MAX_BATCH } = options.deps.env;
  const headers = { behindProxy: TRUST_PROXY !== false };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Hops or proxy addresses: request.ip is then the address the nearest trusted proxy saw, never
    // an X-Forwarded-For entry the client wrote itself.
    trustProxy:
      typeof TRUST_PROXY === 'number' ? (_address, hop) => hop < TRUST_PROXY : TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 5000 },
    // Fastify's own drain refusal has its own body and skips every hook: ours is below.
    return503OnClosing: false,
    // A URL Fastify cannot decode is answered before any hook runs: give it the same headers and
    // error body as everything else.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeadersBeforeHooks(request, reply, headers);
      reply.header('X-Request-Id', String(request.id));
      return sendError(
        reply,
        error.statusCode === 414
          ? new AppError('BAD_REQUEST', 'The request path is too long')
          : new AppError('BAD_REQUEST', 'Malformed request: the URL could not be decoded'),
      );
    },
  });
  const deps: ContextDeps = { ...options.deps, log: app.log };
  const httpsSite = options.deps.env.PUBLIC_URL?.startsWith('https:') ?? false;
  // EventSource cannot send headers: live subscriptions pass the token as a connection parameter.
  // Only they may: a token in a URL ends up in logs and histories, so every other call needs the header.
  // The language its context chose (a member's own) is noted for errors answered outside tRPC.
  const contextFor = async (request: FastifyRequest, live?: ConnectionParams) => {
    const ctx = await createContext(
      { ...deps, log: request.log },
      {
        ip: request.ip,
        id: String(request.id),
        userAgent: request.headers['user-agent'] ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
        token:
          bearerToken(request.headers.authorization) ??
          (typeof live?.token === 'string' ? live.token : null),
        streamId: typeof live?.stream === 'string' ? live.stream : null,
        cookies: requestCookies(request, httpsSite),
      },
    );
    if (ctx.language) rememberLanguage(request, ctx.language);
    return ctx;
  };

  await registerSecurityHeaders(app, headers);
  // While closing (SIGTERM), requests in flight finish; one arriving on a kept-alive connection is
  // refused in our error shape, and the connection closed so the client retries elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks on every request take a callback: an async hook costs a promise and a turn each.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    // Answered here: the request goes no further (done is not called).
    void sendError(
      reply,
      new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down. Please try again shortly.'),
    );
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', String(request.id));
    writeCookies(request, reply);
    done(null, payload);
  });

  // Anything Fastify itself rejects (bad JSON, too large, wrong type) answers in the API's error shape.
  app.setErrorHandler((error, request, reply) => {
    const failure = toAppError(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, failure);
  });

  await app.register(
    async (api) => {
      const procedures = registerRestRoutes(api, {
        router: appRouter,
        basePath: '/v1',
        createContext: contextFor,
      });
      // The features' routes that are not a JSON procedure, each an encapsulated plugin: it gets
      // the hooks and error handler above it, and what it registers (multipart, a form parser)
      // stays its own. Each is awaited so its operations are documented before the document is built.
      const extras: ExtraOperation[] = [];
      const features: ExtraRouteOptions & { prefix: string } = {
        prefix: '/v1',
        deps,
        createContext: contextFor,
        document: (op) => extras.push(op),
      };
      await api.register(userHttpRoutes, features);
      await api.register(accountHttpRoutes, features);
      await api.register(securityHttpRoutes, features);
      await api.register(emailConfirmationHttpRoutes, features);
      await api.register(downloadHttpRoutes, features);
      await api.register(issueHttpRoutes, features);
      await api.register(eventHttpRoutes, features);
      await api.register(notificationEmailHttpRoutes, features);
      await api.register(newsletterHttpRoutes, features);
      await api.register(podcastHttpRoutes, features);
      const document = buildOpenApiDocument(procedures, extras);
      const docsHtml = renderApiDocs(document as Parameters<typeof renderApiDocs>[0]);
      api.get('/v1/openapi.json', async () => document);
      api.get('/docs', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(docsHtml),
      );
      api.setNotFoundHandler((request, reply) => sendError(reply, noRoute(request)));
    },
    { prefix: '/api' },
  );

  const logInternalError = ({ error, path }: { error: TRPCError; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      app.log.error({ err: error, path }, 'tRPC internal error');
  };
  await app.register(
    async (trpc) => {
      registerTrpcBodyGuard(trpc);
      await trpc.register(fastifyTRPCPlugin, {
        prefix: '',
        trpcOptions: {
          router: appRouter,
          // Each call of a batch runs in full: cap how much work one request can ask for.
          maxBatchSize: TRPC_MAX_BATCH,
          createContext: ({ req, info }) =>
            contextFor(
              req,
              info.type === 'subscription' ? (info.connectionParams ?? undefined) : undefined,
            ),
          onError: logInternalError,
          // tRPC answers a request it refuses before reading its calls (a batch over the limit, input
          // that is not JSON) with its JSON error labelled text/plain: only those answers come without
          // the request's calls (`info`), every other one is labelled application/json already.
          responseMeta: ({ info, errors }) =>
            info === undefined && errors.length > 0
              ? { headers: new Headers({ 'content-type': 'application/json' }) }
              : {},
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>);
      trpc.setNotFoundHandler((request, reply) =>
        sendError(
          reply,
          new AppError('NOT_FOUND', msg('No procedure at {{path}}', { path: pathOf(request.url) })),
        ),
      );
    },
    { prefix: '/trpc' },
  );

  // The podcast's feed, artwork and audio live at the site's addresses, beside its pages.
  await app.register(podcastFileRoutes, { deps });

  if (options.clientDist) {
    const pages: PageOptions = {
      router: appRouter,
      // A visitor's (token null) or the session's whose cookie the page request carries.
      context: (request, token) =>
        createContext(
          { ...deps, log: request.log },
          {
            ip: request.ip,
            id: String(request.id),
            acceptLanguage: request.headers['accept-language'] ?? null,
            token,
          },
        ),
    };
    // While developing, the client's sources (beside its build) through Vite, with hot reload.
    if (options.deps.env.NODE_ENV === 'development') {
      const { registerDevClient } = await import('./dev-pages.ts');
      await registerDevClient(app, path.dirname(options.clientDist), pages);
    } else await registerStaticClient(app, options.clientDist, pages);
  }
  return app;
}
