import type { FastifyInstance } from 'fastify';
import type { ExtraRouteOptions } from '../lib/http-routes.ts';
import { registerUserHttpRoutes } from '../features/users/users.http.ts';
import { registerAccountHttpRoutes } from '../features/account/account.http.ts';
import { registerDownloadHttpRoutes } from '../features/downloads/downloads.http.ts';
import { registerEventHttpRoutes } from '../features/events/events.http.ts';
import { registerNotificationEmailHttpRoutes } from '../features/notifications/notification-emails.http.ts';
import { registerNewsletterHttpRoutes } from '../features/newsletter/newsletter.http.ts';

/**
 * REST routes that are not a JSON procedure (multipart uploads, image bytes, file downloads).
 * Each calls the same service function as its tRPC twin. Features add theirs here.
 */
export async function routeExtras(api: FastifyInstance, options: ExtraRouteOptions): Promise<void> {
  await registerUserHttpRoutes(api, options);
  registerAccountHttpRoutes(api, options);
  registerDownloadHttpRoutes(api, options);
  registerEventHttpRoutes(api, options);
  registerNotificationEmailHttpRoutes(api, options);
  registerNewsletterHttpRoutes(api, options);
}
