import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import type { AuthUser } from '../auth/sessions.ts';

/** What the client build's server bundle (client/src/entry-server.tsx, built to dist/ssr) offers. */
interface ServerBundle {
  renderLive(
    path: string,
    server: { router: AppRouter; ctx: () => Promise<Context>; member?: AuthUser | null },
  ): Promise<{ html: string; title: string | null; queries: unknown[] }>;
  seededQueriesScript(queries: unknown[], readAt?: number): string;
  renderedForScript(member: AuthUser): string;
  escapeHtml(text: string): string;
}

export interface LivePageDeps {
  router: AppRouter;
  log: { warn(o: object, m: string): void };
}

const TEMPLATE = '.template';
/** How often a page that keeps failing to render is logged (warnRenderFailed). */
export const RENDER_WARNING_EVERY_MS = 60_000;
/** Where the build puts members' pages' templates, at their route's pattern ($param segments). */
const MEMBERS_DIR = '_members';

/** A member page's route as a matcher of paths: `$groupId` fits one segment. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * The public pages whose first screen is data (client/src/entry-server.tsx, LIVE_PATHS), rendered
 * for each visitor's request with that data, so a phone paints the content from the HTML instead of
 * after the scripts and a request of their own. The build wrote each one's document with markers
 * (pages/<path>.template); the server bundle loads on the first such request. A render that fails
 * answers null, and the caller sends the build's page, which loads its data in the browser.
 */
export function findLivePages(root: string, deps: LivePageDeps) {
  const pagesDir = path.join(root, 'pages');
  const bundleFile = path.join(root, 'ssr', 'entry-server.js');
  const templates = new Map<string, string>();
  const memberTemplates = new Map<string, { pattern: RegExp; template: string }>();
  if (fs.existsSync(pagesDir) && fs.existsSync(bundleFile)) {
    for (const entry of fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith(TEMPLATE)) continue;
      const name = entry.slice(0, -TEMPLATE.length).split(path.sep).join('/');
      const template = fs.readFileSync(path.join(pagesDir, entry), 'utf8');
      if (name.startsWith(`${MEMBERS_DIR}/`)) {
        const route = name.slice(MEMBERS_DIR.length);
        memberTemplates.set(route, { pattern: routePattern(route), template });
      } else templates.set(name === 'index' ? '/' : `/${name}`, template);
    }
  }
  let bundle: Promise<ServerBundle> | null = null;

  /** Per page (a member page's route, not each path of it): when its next failure is logged. */
  const quietUntil = new Map<string, { until: number; unlogged: number }>();
  /**
   * A failed render is logged once a minute per page, with how many failed since without a line
   * of their own: a page that fails for every request (the database down, say) would otherwise
   * write a stack trace per visitor.
   */
  function warnRenderFailed(pageKey: string, pathname: string, error: unknown) {
    const now = Date.now();
    const quiet = quietUntil.get(pageKey);
    if (quiet && now < quiet.until) {
      quiet.unlogged += 1;
      return;
    }
    deps.log.warn(
      {
        err: error,
        path: pathname,
        ...(quiet?.unlogged ? { unlogged_failures: quiet.unlogged } : {}),
      },
      'live page: rendered without its data',
    );
    quietUntil.set(pageKey, { until: now + RENDER_WARNING_EVERY_MS, unlogged: 0 });
  }

  async function fill(
    pageKey: string,
    template: string,
    pathname: string,
    ctx: () => Promise<Context>,
    member: AuthUser | null,
  ): Promise<string | null> {
    try {
      bundle ??= import(pathToFileURL(bundleFile).href) as Promise<ServerBundle>;
      const server = await bundle;
      // Before the first read: what the page shows is at least this recent (her live stream asks
      // the server for what happened since).
      const readAt = Date.now();
      const page = await server.renderLive(pathname, { router: deps.router, ctx, member });
      const scripts =
        server.seededQueriesScript(page.queries, readAt) +
        (member ? server.renderedForScript(member) : '');
      return template
        .replace('<!--live-root-->', () => page.html)
        .replace('<!--live-queries-->', () => scripts)
        .replace(/<title>[^<]*<\/title>/, (tag) =>
          page.title ? `<title>${server.escapeHtml(page.title)}</title>` : tag,
        );
    } catch (error) {
      warnRenderFailed(pageKey, pathname, error);
      return null;
    }
  }

  return {
    paths: () => [...templates.keys()],
    async render(pathname: string, ctx: () => Promise<Context>): Promise<string | null> {
      const template = templates.get(pathname);
      return template ? fill(pathname, template, pathname, ctx, null) : null;
    },
    /** Members' pages' routes, as the router writes them (`/community/group/$groupId`). */
    memberRoutes: () => [...memberTemplates.keys()],
    /**
     * A member's page rendered for her: `ctx` is her session's context. Null (the caller sends the
     * shell, which loads the page in the browser) when the path is no member page's or it fails.
     */
    async renderForMember(
      pathname: string,
      member: AuthUser,
      ctx: () => Promise<Context>,
    ): Promise<string | null> {
      for (const [route, { pattern, template }] of memberTemplates)
        if (pattern.test(pathname)) return fill(route, template, pathname, ctx, member);
      return null;
    },
  };
}
