// Every route of the app's route tree loads with no CSP violation, no console error and no page
// error (issue 10): signed out where only visitors go, as a member, and as an admin. A route added
// to the tree without a visit here fails the coverage check. Each page is read twice, and by axe
// each time (issue 34: no violation of any impact): in English in the light scheme at 1280 px, and
// in Arabic in the dark scheme at 390 px, where nothing may run off the side either.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import {
  axeViolations,
  baseUrl,
  it,
  settle,
  whenLive,
  type OpenPage,
  type TrackedPage,
} from './browser.ts';
import { api, createMember, logIn, promoteToAdmin, type ApiUser } from './support.ts';

type Who = 'visitor' | 'member' | 'admin';

interface Visit {
  /** The route as the route tree names it. */
  route: string;
  who: Who;
  /** The address to open; defaults to the route itself. */
  url?: (ids: Ids) => string;
  /** Where the page should settle, when not at the address opened. */
  landsOn?: string;
  /** Text the loaded page shows (data from the server, not just its frame). */
  shows?: (ids: Ids) => string | RegExp;
}

interface Ids {
  groupId: number;
  groupName: string;
  storyId: number;
  storyTitle: string;
  userId: number;
  userEmail: string;
  adminStoryId: number;
  adminStoryTitle: string;
  eventId: number;
  eventTitle: string;
  invitationToken: string;
}

const VISITS: Visit[] = [
  { route: '/sign-in', who: 'visitor' },
  { route: '/create-account', who: 'visitor' },
  { route: '/admin/login', who: 'visitor' },
  {
    route: '/invite/$token',
    who: 'visitor',
    url: (i) => `/invite/${i.invitationToken}`,
    shows: (i) => i.groupName,
  },
  { route: '/reset-password', who: 'visitor', url: () => '/reset-password?token=not-a-real-token' },
  { route: '/', who: 'member' },
  { route: '/about', who: 'member' },
  { route: '/account-deletion', who: 'member' },
  { route: '/contact', who: 'member' },
  { route: '/events/', who: 'member', url: () => '/events', shows: (i) => i.eventTitle },
  {
    route: '/events/$eventId',
    who: 'member',
    url: (i) => `/events/${i.eventId}`,
    shows: (i) => i.eventTitle,
  },
  {
    route: '/podcast/',
    who: 'member',
    url: () => '/podcast',
    shows: () => 'Welcome to the HerCircle Podcast',
  },
  {
    route: '/podcast/$episode',
    who: 'visitor',
    url: () => '/podcast/asking-for-the-raise',
    shows: () => 'Say the number',
  },
  { route: '/privacy-policy', who: 'member' },
  { route: '/guidelines', who: 'visitor', shows: () => 'When a rule is broken' },
  { route: '/transparency', who: 'visitor', shows: () => 'Reports received, by category' },
  { route: '/accessibility', who: 'visitor', shows: () => 'What is not conformant yet' },
  { route: '/publications', who: 'member' },
  { route: '/resources', who: 'member' },
  { route: '/shop', who: 'member' },
  { route: '/top-stories', who: 'member' },
  { route: '/unfiltered', who: 'member' },
  { route: '/profile', who: 'member', shows: () => 'Page Tester' },
  { route: '/settings', who: 'member' },
  { route: '/decisions', who: 'member', shows: () => 'No moderation decisions about you' },
  { route: '/notifications', who: 'member', shows: () => 'Notifications' },
  { route: '/messages', who: 'member', shows: () => 'Conversations' },
  {
    route: '/search',
    who: 'member',
    url: (i) => `/search?q=${encodeURIComponent(i.groupName)}`,
    shows: (i) => i.groupName,
  },
  {
    route: '/members/$id',
    who: 'member',
    url: (i) => `/members/${i.userId}`,
    shows: () => 'Edit your profile',
  },
  { route: '/career-finance/', who: 'member', url: () => '/career-finance' },
  { route: '/career-finance/$topic', who: 'member', url: () => '/career-finance/investment' },
  { route: '/health-lifestyle/', who: 'member', url: () => '/health-lifestyle' },
  { route: '/health-lifestyle/$topic', who: 'member', url: () => '/health-lifestyle/wellness' },
  { route: '/community/events', who: 'member' },
  { route: '/community/publications', who: 'member' },
  { route: '/community/', who: 'member', url: () => '/community', shows: (i) => i.groupName },
  {
    route: '/community/group/$groupId',
    who: 'member',
    url: (i) => `/community/group/${i.groupId}`,
    shows: () => 'A first post for the page check',
  },
  {
    route: '/community/group/$groupId/insights',
    who: 'member',
    url: (i) => `/community/group/${i.groupId}/insights`,
    shows: () => 'Members over time',
  },
  { route: '/stories/', who: 'member', url: () => '/stories', shows: (i) => i.storyTitle },
  {
    route: '/stories/$storyId',
    who: 'member',
    url: (i) => `/stories/${i.storyId}`,
    shows: (i) => i.storyTitle,
  },
  // /admin is the portal's layout; its index is the dashboard.
  { route: '/admin', who: 'admin', shows: () => 'Total Users' },
  { route: '/admin/', who: 'admin', url: () => '/admin', shows: () => 'Total Users' },
  { route: '/admin/dashboard', who: 'admin', shows: () => 'Total Users' },
  { route: '/admin/inbox', who: 'admin' },
  { route: '/admin/audit-log', who: 'admin', shows: () => 'the house rule it named' },
  { route: '/admin/newsletter', who: 'admin', shows: () => 'Write an issue' },
  { route: '/admin/outbox', who: 'admin', shows: () => 'Tokens in links are masked' },
  { route: '/admin/podcast', who: 'admin', shows: () => 'Asking for the Raise' },
  { route: '/admin/settings', who: 'admin' },
  { route: '/admin/reports', who: 'admin', shows: () => 'Last reported' },
  { route: '/admin/appeals', who: 'admin', shows: () => 'Decided by' },
  { route: '/admin/guidelines', who: 'admin', shows: () => 'Title of rule 1' },
  { route: '/admin/events', who: 'admin', shows: (i) => i.eventTitle },
  { route: '/admin/issues', who: 'admin', shows: () => 'The Courage Issue' },
  { route: '/admin/resources', who: 'admin', shows: () => 'Samaritans' },
  { route: '/admin/users/', who: 'admin', url: () => '/admin/users' },
  {
    route: '/admin/users/$id',
    who: 'admin',
    url: (i) => `/admin/users/${i.userId}`,
    shows: (i) => i.userEmail,
  },
  { route: '/admin/users/new', who: 'admin' },
  { route: '/admin/communities/', who: 'admin', url: () => '/admin/communities' },
  { route: '/admin/communities/new', who: 'admin' },
  { route: '/admin/stories/', who: 'admin', url: () => '/admin/stories' },
  {
    route: '/admin/stories/$id',
    who: 'admin',
    url: (i) => `/admin/stories/${i.adminStoryId}`,
    shows: (i) => i.adminStoryTitle,
  },
  { route: '/admin/stories/new', who: 'admin' },
];

/** Routes of the tree this file does not open, and where they are checked instead. */
const COVERED_ELSEWHERE: Record<string, string> = {};

/** Every full path of the app's route tree, as the router plugin generated it. */
function routeTreePaths(): string[] {
  const file = path.resolve(import.meta.dirname, '../client/src/routeTree.gen.ts');
  const source = fs.readFileSync(file, 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1];
  if (!block) throw new Error('FileRoutesByFullPath not found in routeTree.gen.ts');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

let ids: Ids;
const sessions: Partial<Record<Who, ApiUser>> = {};

beforeAll(async () => {
  const member = await createMember('Page', 'Tester');
  const admin = await createMember('Ada', 'Checker');
  await promoteToAdmin(admin.id);
  // Sign in again so the stored user carries the admin role, as after a real admin login.
  const { token, user } = await logIn(admin.email, admin.password);
  sessions.member = member;
  sessions.admin = { ...admin, token, user };

  const groupName = `Page check circle ${Date.now()}`;
  const { data: created } = await api<{ data: { group: { id: number } } }>(
    'POST',
    '/community/groups',
    member.token,
    {
      name: groupName,
      description: 'A group for the every-page check',
      category: 'Career & Finance',
    },
  );
  await api('POST', `/community/groups/${created.group.id}/posts`, member.token, {
    content: 'A first post for the page check',
  });
  const invitation = await api<{ data: { invitation: { token: string } } }>(
    'POST',
    `/community/groups/${created.group.id}/invitations`,
    member.token,
    {},
  );
  const stories = await api<{ data: { stories: { id: number; title: string }[] } }>(
    'GET',
    '/stories?limit=1',
    member.token,
  );
  const adminStories = await api<{ data: { stories: { id: number; title: string }[] } }>(
    'GET',
    '/admin/stories?limit=1',
    sessions.admin.token,
  );
  const events = await api<{ data: { events: { id: number; title: string }[] } }>(
    'GET',
    '/events?limit=1',
    member.token,
  );
  ids = {
    groupId: created.group.id,
    groupName,
    storyId: stories.data.stories[0]!.id,
    storyTitle: stories.data.stories[0]!.title,
    userId: member.id,
    userEmail: member.email,
    adminStoryId: adminStories.data.stories[0]!.id,
    adminStoryTitle: adminStories.data.stories[0]!.title,
    eventId: events.data.events[0]!.id,
    eventTitle: events.data.events[0]!.title,
    invitationToken: invitation.data.invitation.token,
  };
});
/** A tracked page that also reports every `securitypolicyviolation` event of every document. */
async function openWatchedPage(open: OpenPage, who: Who, pass = ENGLISH): Promise<TrackedPage> {
  const tracked = await open({ as: sessions[who], locale: pass.locale, width: pass.width });
  if (pass.scheme === 'dark')
    await tracked.context.addInitScript(() =>
      localStorage.setItem('hercircle-color-scheme', 'dark'),
    );
  await tracked.context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    tracked.problems.push(`csp: ${text}`);
  });
  await tracked.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return tracked;
}

/** How a pass reads the pages: the browser's language, the colour scheme she chose, the width. */
interface Pass {
  locale: string;
  scheme: 'light' | 'dark';
  width: number;
}
const ENGLISH: Pass = { locale: 'en-US', scheme: 'light', width: 1280 };
const ARABIC_DARK: Pass = { locale: 'ar', scheme: 'dark', width: 390 };

/**
 * Opens each page, waits until it shows its heading (and its data), has axe read it, and returns
 * the problems seen. The texts a visit expects are English: the Arabic pass checks the
 * heading, the address and the status instead.
 */
async function visitAll(open: OpenPage, who: Who, pass = ENGLISH): Promise<string[]> {
  const tracked = await openWatchedPage(open, who, pass);
  const { page, problems } = tracked;
  const english = pass.locale === ENGLISH.locale;
  const seen: string[] = [];
  for (const visit of VISITS.filter((v) => v.who === who)) {
    const url = visit.url?.(ids) ?? visit.route;
    const before = problems.length;
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { message: url })
      .toBe(true);
    const expected = new URL(visit.landsOn ?? url, baseUrl()).pathname.replace(/(.)\/$/, '$1');
    expect(new URL(page.url()).pathname, url).toBe(expected);
    expect(await page.getByRole('heading', { name: /Page not found/ }).count(), url).toBe(0);
    const text = english ? visit.shows?.(ids) : undefined;
    if (text)
      await expect
        .poll(() => page.getByText(text).first().isVisible(), { message: `${url}: ${text}` })
        .toBe(true);
    if (visit.route === '/community/' && english) {
      // The chat widget, opened: its stream and history load without a problem too.
      await page.getByRole('button', { name: /Open community chat/ }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Community Chat' }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('list', { name: 'Messages' }).isVisible(), { message: 'chat' })
        .toBe(true);
    }
    // Every page says when it is live (usePageTitle): navigations wait for it (HydrationGate).
    await whenLive(page, 5_000).catch(() => problems.push('never said it is live (usePageTitle)'));
    // Late failures (a query that errs after the first paint) still count.
    await settle(tracked);
    seen.push(...problems.slice(before).map((p) => `${url}: ${p}`));
    const where = `${url} at ${pass.width} px (${pass.locale}, ${pass.scheme})`;
    seen.push(...(await axeViolations(page)).map((v) => `${where}: ${v}`));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) seen.push(`${where}: runs ${overflow} px off the side`);
  }
  return seen;
}

describe('every page of the app', () => {
  it('the route tree has no route that is neither visited here nor covered elsewhere', () => {
    const tree = routeTreePaths();
    expect(tree.length).toBeGreaterThan(30);
    const visited = new Set(VISITS.map((v) => v.route));
    const unvisited = tree.filter((r) => !visited.has(r) && !(r in COVERED_ELSEWHERE));
    expect(unvisited).toEqual([]);
    // And nothing here names a route the tree no longer has.
    const stale = [...visited, ...Object.keys(COVERED_ELSEWHERE)].filter((r) => !tree.includes(r));
    expect(stale).toEqual([]);
  });

  it('the watch sees a CSP violation when one happens', async ({ open }) => {
    const { page, problems } = await openWatchedPage(open, 'visitor');
    await page.goto('/about');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.some((p) => p.startsWith('csp: script-src'))).toBe(true);
  });

  const as = { visitor: 'a visitor', member: 'a member', admin: 'an admin' } as const;
  for (const who of ['visitor', 'member', 'admin'] as const) {
    it(`loads as ${as[who]} with no CSP violation, console error, page error or axe violation`, async ({
      open,
    }) => {
      expect(await visitAll(open, who)).toEqual([]);
    }, 240_000);

    it(`loads in Arabic, in the dark scheme, as ${as[who]}: no problem, no axe violation`, async ({
      open,
    }) => {
      expect(await visitAll(open, who, ARABIC_DARK)).toEqual([]);
    }, 240_000);
  }
});
