import { http, HttpResponse } from 'msw';

/**
 * Requests of the running test that no handler answered. A page swallows a failed fetch into its
 * error state, so a missing handler would pass unnoticed: setup.ts fails the test instead.
 */
const unanswered: string[] = [];

/** The requests no handler answered since the last call (setup.ts asks after each test). */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}

/**
 * For `server.listen({ onUnhandledRequest })`: msw's "error" strategy (the request fails with its
 * message), and the test fails too.
 */
export function failUnhandledRequest(request: Request, print: { error(): void }): void {
  unanswered.push(`${request.method} ${request.url}`);
  print.error();
}

type Resolver = (input: unknown) =>
  | { data: unknown }
  | {
      error: {
        message: string;
        code: string;
        httpStatus: number;
        issues?: unknown[];
        /** Seconds a rate-limited caller must wait (the server's Retry-After). */
        retryAfter?: number;
      };
    };

const JSON_RPC_CODES: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
};

/**
 * An msw handler that answers tRPC batch calls for the named procedures the way the server does:
 * one JSON array entry per call, with tRPC's error shape and our error data.
 */
/** Answered for every test unless it says otherwise: the site's name from the settings. */
const DEFAULTS: Record<string, Resolver> = {
  'content.site': () => ({ data: { siteName: 'HerCircle', siteDescription: '' } }),
  // Every page of a member asks these: the Quick exit switch and a suspension banner.
  'users.preferences': () => ({
    data: {
      preferences: {
        newsletter_opt_in: false,
        email_frequency: 'daily',
        dm_policy: 'shared_groups',
        profile_visibility: 'members',
        content_note_filters: {},
        show_quick_exit: true,
        discreet_email: false,
        time_zone: 'UTC',
        language: null,
      },
    },
  }),
  // /community's first-visit checklist, put away: a test about the checklist says otherwise.
  'home.checklist': () => ({
    data: {
      items: { profile: true, interests: true, group: true, hello: true },
      dismissed: true,
      done: true,
      suggested_groups: [],
    },
  }),
  // Settings: the browsers she turned pushes on for (none).
  'notifications.push.subscriptions': () => ({ data: { subscriptions: [], total: 0 } }),
  // The profile page's "Saved" stories.
  'content.savedStories': () => ({ data: { stories: [] } }),
  // The chat widget's count of message requests, on community pages.
  'chat.requests': () => ({ data: { conversations: [] } }),
  // The profile page's "My stories" card.
  'content.myStories': () => ({ data: { stories: [] } }),
  // The admin portal's gate (AdminLayout): an admin with nothing left to set up.
  'auth.security': () => ({
    data: {
      totp: false,
      recovery_codes_left: 0,
      passkeys: 0,
      has_password: true,
      admin_setup_required: false,
    },
  }),
  // The house rules, in every moderation dialog's Rule select (and /guidelines).
  'content.guidelines': () => ({
    data: {
      rules: [
        { number: 1, title: 'Be kind', text: 'Disagree with ideas, never attack people.' },
        { number: 2, title: 'No spam', text: 'No advertising, no repeated posts.' },
      ],
    },
  }),
  // The nav bar's bell, on every page of a member.
  'notifications.list': () => ({ data: { notifications: [], total: 0, unread_count: 0 } }),
  'auth.me': () => ({
    data: {
      user: {
        id: 1,
        email: 'member@example.com',
        first_name: 'Test',
        last_name: 'Member',
        role: 'user',
        status: 'active',
        profile_picture: null,
        suspended_until: null,
        two_factor: false,
        discreet_email: false,
        email_verified: true,
      },
    },
  }),
};

export function trpcHandler(overrides: Record<string, Resolver>) {
  const procedures = { ...DEFAULTS, ...overrides };
  return http.all('/trpc/:paths', async ({ request, params }) => {
    const names = String(params.paths).split(',');
    const url = new URL(request.url);
    const inputs: Record<string, unknown> =
      request.method === 'GET'
        ? JSON.parse(url.searchParams.get('input') ?? '{}')
        : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    let status = 200;
    const body = names.map((name, i) => {
      const resolver = procedures[name];
      if (!resolver) {
        unanswered.push(`tRPC ${name}`);
        throw new Error(`No msw resolver for ${name}`);
      }
      const result = resolver(inputs[String(i)]);
      if ('error' in result) {
        status = result.error.httpStatus;
        return {
          error: {
            message: result.error.message,
            code: JSON_RPC_CODES[result.error.code] ?? -32603,
            data: {
              code: result.error.code,
              httpStatus: result.error.httpStatus,
              appCode: result.error.code,
              issues: result.error.issues,
              retryAfter: result.error.retryAfter,
              path: name,
            },
          },
        };
      }
      return { result: { data: result.data } };
    });
    return HttpResponse.json(body, { status: names.length > 1 && status !== 200 ? 207 : status });
  });
}
