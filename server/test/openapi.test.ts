// The REST door is built from the procedures' own record (trpc/catalog.ts). These tests make a
// change that breaks it fail loudly: the whole OpenAPI document must stay valid OpenAPI 3.1, the
// list of REST routes must not move, and every procedure that declares a REST route must answer on
// it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRestProcedures } from '../src/http/procedures.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import { createTestDatabase } from './db.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  const res = await h.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => {
  await h.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 with every $ref resolvable', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('lists exactly these REST routes', () => {
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toMatchInlineSnapshot(`
      [
        "DELETE /account/passkeys/{id}",
        "DELETE /account/sessions/{id}",
        "DELETE /account/totp",
        "DELETE /admin/communities/{id}",
        "DELETE /admin/issues/{id}",
        "DELETE /admin/newsletter/issues/{id}",
        "DELETE /admin/podcast/episodes/{id}",
        "DELETE /admin/resources/{id}",
        "DELETE /admin/stories/{id}",
        "DELETE /admin/users/{id}",
        "DELETE /admin/users/{id}/mute",
        "DELETE /admin/users/{id}/suspend",
        "DELETE /chat/message/{id}",
        "DELETE /community/groups/{id}",
        "DELETE /community/groups/{id}/bans/{userId}",
        "DELETE /community/groups/{id}/invitations/{invitationId}",
        "DELETE /community/posts/{id}",
        "DELETE /community/posts/{id}/reactions/{kind}",
        "DELETE /community/replies/{id}",
        "DELETE /community/replies/{id}/reactions/{kind}",
        "DELETE /events/{id}",
        "DELETE /events/{id}/rsvp",
        "DELETE /push/subscriptions/{id}",
        "DELETE /stories/comments/{id}",
        "DELETE /stories/{id}/save",
        "DELETE /users/{id}/block",
        "DELETE /users/{id}/mute",
        "GET /account/deletion/cancel",
        "GET /account/email/confirm",
        "GET /account/export",
        "GET /account/not-me",
        "GET /account/passkeys",
        "GET /account/security",
        "GET /account/sessions",
        "GET /admin/activity",
        "GET /admin/appeals",
        "GET /admin/audit-log",
        "GET /admin/communities",
        "GET /admin/communities/{id}",
        "GET /admin/inbox/contact",
        "GET /admin/inbox/deletion-requests",
        "GET /admin/issues",
        "GET /admin/newsletter/issues",
        "GET /admin/outbox",
        "GET /admin/podcast/episodes",
        "GET /admin/podcast/episodes/{id}",
        "GET /admin/recent-activity",
        "GET /admin/resources",
        "GET /admin/settings",
        "GET /admin/stats",
        "GET /admin/stories",
        "GET /admin/stories/{id}",
        "GET /admin/users",
        "GET /admin/users/{id}",
        "GET /admin/users/{id}/moderation",
        "GET /auth/me",
        "GET /chat/conversations",
        "GET /chat/messages/{conversationId}",
        "GET /chat/requests",
        "GET /chat/search/{conversationId}",
        "GET /chat/unread/{id}",
        "GET /community/groups",
        "GET /community/groups/{id}",
        "GET /community/groups/{id}/bans",
        "GET /community/groups/{id}/insights",
        "GET /community/groups/{id}/invitations",
        "GET /community/groups/{id}/members",
        "GET /community/groups/{id}/mentionable",
        "GET /community/groups/{id}/posts",
        "GET /community/groups/{id}/questions",
        "GET /community/groups/{id}/requests",
        "GET /community/groups/{id}/welcome",
        "GET /community/my-groups",
        "GET /community/posts/{id}/engaged",
        "GET /community/posts/{id}/reactions",
        "GET /community/posts/{id}/replies",
        "GET /community/pulse",
        "GET /community/replies/{id}/reactions",
        "GET /downloads/{id}",
        "GET /events",
        "GET /events/{id}",
        "GET /events/{id}.ics",
        "GET /events/{id}/attendees",
        "GET /guidelines",
        "GET /health",
        "GET /invitations/{token}",
        "GET /issues",
        "GET /issues/{id}",
        "GET /issues/{id}/pdf",
        "GET /media/{id}",
        "GET /moderation/decisions/mine",
        "GET /moderation/reports",
        "GET /moderation/reports/{id}",
        "GET /newsletter/confirm",
        "GET /newsletter/unsubscribe",
        "GET /notifications",
        "GET /notifications/unsubscribe",
        "GET /podcast/episodes",
        "GET /podcast/episodes/{episode}",
        "GET /push/key",
        "GET /push/subscriptions",
        "GET /reports/mine",
        "GET /resources",
        "GET /search",
        "GET /site",
        "GET /stories",
        "GET /stories/mine",
        "GET /stories/saved",
        "GET /stories/{id}",
        "GET /stories/{id}/comments",
        "GET /transparency",
        "GET /users/me/blocks",
        "GET /users/me/checklist",
        "GET /users/me/filters",
        "GET /users/me/home",
        "GET /users/me/mutes",
        "GET /users/me/preferences",
        "GET /users/search",
        "GET /users/{id}/profile",
        "POST /account/deletion-request",
        "POST /account/deletion/cancel",
        "POST /account/email/confirm",
        "POST /account/email/resend",
        "POST /account/not-me",
        "POST /account/passkeys",
        "POST /account/passkeys/options",
        "POST /account/recovery-codes",
        "POST /account/sessions/end-others",
        "POST /account/totp",
        "POST /account/totp/confirm",
        "POST /admin/appeals/{id}/decide",
        "POST /admin/communities",
        "POST /admin/inbox/contact/{id}/reply",
        "POST /admin/issues",
        "POST /admin/issues/{id}/cover",
        "POST /admin/issues/{id}/pdf",
        "POST /admin/newsletter/issues",
        "POST /admin/newsletter/issues/{id}/send",
        "POST /admin/newsletter/issues/{id}/test",
        "POST /admin/outbox/{id}/retry",
        "POST /admin/podcast/episodes",
        "POST /admin/podcast/episodes/{id}/audio",
        "POST /admin/resources",
        "POST /admin/settings/reset",
        "POST /admin/stories",
        "POST /admin/stories/{id}/decline",
        "POST /admin/stories/{id}/publish",
        "POST /admin/users",
        "POST /admin/users/{id}/suspend",
        "POST /auth/email-code",
        "POST /auth/email-code/verify",
        "POST /auth/forgot-password",
        "POST /auth/login",
        "POST /auth/logout",
        "POST /auth/logout-all",
        "POST /auth/passkey",
        "POST /auth/passkey/options",
        "POST /auth/refresh-token",
        "POST /auth/register",
        "POST /auth/reset-password",
        "POST /auth/two-factor",
        "POST /chat/direct",
        "POST /chat/read/{id}",
        "POST /chat/requests/{conversationId}/accept",
        "POST /chat/requests/{conversationId}/decline",
        "POST /chat/send",
        "POST /community/groups",
        "POST /community/groups/{id}/bans/{userId}",
        "POST /community/groups/{id}/invitations",
        "POST /community/groups/{id}/join",
        "POST /community/groups/{id}/leave",
        "POST /community/groups/{id}/members/{userId}/remove",
        "POST /community/groups/{id}/posts",
        "POST /community/groups/{id}/requests/{userId}/approve",
        "POST /community/groups/{id}/requests/{userId}/decline",
        "POST /community/groups/{id}/welcome/dismiss",
        "POST /community/posts/{id}/block",
        "POST /community/posts/{id}/hide",
        "POST /community/posts/{id}/pin",
        "POST /community/posts/{id}/poll/votes",
        "POST /community/posts/{id}/replies",
        "POST /community/posts/{id}/unhide",
        "POST /community/posts/{id}/unpin",
        "POST /community/replies/{id}/hide",
        "POST /community/replies/{id}/unhide",
        "POST /contact",
        "POST /events",
        "POST /events/{id}/rsvp",
        "POST /invitations/{token}/accept",
        "POST /moderation/decisions/{id}/appeal",
        "POST /moderation/posts/{id}/unmask",
        "POST /moderation/replies/{id}/unmask",
        "POST /moderation/reports/{id}/resolve",
        "POST /newsletter/confirm",
        "POST /newsletter/subscribe",
        "POST /newsletter/unsubscribe",
        "POST /notifications/read-all",
        "POST /notifications/unsubscribe",
        "POST /notifications/{id}/read",
        "POST /push/subscriptions",
        "POST /reports",
        "POST /stories",
        "POST /stories/{id}/comments",
        "POST /stories/{id}/save",
        "POST /users/me/checklist/dismiss",
        "POST /users/{id}/block",
        "POST /users/{id}/mute",
        "POST /users/{id}/upload-profile-picture",
        "PUT /admin/communities/{id}",
        "PUT /admin/guidelines",
        "PUT /admin/inbox/contact/{id}/handled",
        "PUT /admin/issues/{id}",
        "PUT /admin/newsletter/issues/{id}",
        "PUT /admin/podcast/episodes/{id}",
        "PUT /admin/resources/{id}",
        "PUT /admin/settings",
        "PUT /admin/stories/{id}",
        "PUT /admin/users/{id}",
        "PUT /chat/message/{id}",
        "PUT /community/groups/{id}",
        "PUT /community/groups/{id}/membership",
        "PUT /community/groups/{id}/questions",
        "PUT /community/groups/{id}/role/{userId}",
        "PUT /community/groups/{id}/welcome",
        "PUT /community/posts/{id}",
        "PUT /community/posts/{id}/reactions/{kind}",
        "PUT /community/posts/{id}/reply-policy",
        "PUT /community/replies/{id}",
        "PUT /community/replies/{id}/hidden-by-author",
        "PUT /community/replies/{id}/reactions/{kind}",
        "PUT /events/{id}",
        "PUT /push/subscriptions/{id}",
        "PUT /stories/mine/{id}",
        "PUT /users/me/filters",
        "PUT /users/me/preferences",
        "PUT /users/{id}/change-password",
        "PUT /users/{id}/profile",
      ]
    `);
  });

  it('documents every procedure that declares a REST route under its own name', () => {
    const procedures = listRestProcedures(appRouter);
    expect(procedures.length).toBeGreaterThan(40);
    for (const { rest, path } of procedures) {
      const operation = document.paths[rest.path]?.[rest.method.toLowerCase()];
      expect(operation, `${rest.method} ${rest.path}`).toMatchObject({
        operationId: path,
        'x-trpc-procedure': path,
      });
    }
  });
});

describe('every procedure with a REST route', () => {
  it('answers on its path: its own refusal, never the unknown-route 404 or a 5xx', async () => {
    const procedures = listRestProcedures(appRouter);
    expect(procedures.length).toBeGreaterThan(40);
    for (const { rest, auth } of procedures) {
      const url = `/api/v1${rest.path.replace(/\{\w+\}/g, '1')}`;
      const bodyless = rest.method === 'GET' || rest.method === 'DELETE';
      const res = await h.app.inject({
        method: rest.method,
        url,
        ...(bodyless ? {} : { payload: {} }),
      });
      const label = `${rest.method} ${url}`;
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json().message ?? '', label).not.toMatch(/^No route for/);
      // A visitor reaches the procedure itself: its session check answers for the ones that need one.
      if (auth) expect(res.statusCode, label).toBe(401);
    }
  });
});
