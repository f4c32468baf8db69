import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';

/** What the client build's server bundle (client/src/entry-server.tsx, built to dist/ssr) offers. */
interface ServerBundle {
  renderLive(
    path: string,
    server: { router: AppRouter; ctx: () => Promise<Context> },
  ): Promise<{ html: string; title: string | null; queries: unknown[] }>;
  seededQueriesScript(queries: unknown[]): string;
  escapeHtml(text: string): string;
}

export interface LivePageDeps {
  router: AppRouter;
  log: { warn(o: object, m: string): void };
}

const TEMPLATE = '.template';

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
  if (fs.existsSync(pagesDir) && fs.existsSync(bundleFile)) {
    for (const entry of fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith(TEMPLATE)) continue;
      const name = entry.slice(0, -TEMPLATE.length).split(path.sep).join('/');
      const file = path.join(pagesDir, entry);
      templates.set(name === 'index' ? '/' : `/${name}`, fs.readFileSync(file, 'utf8'));
    }
  }
  let bundle: Promise<ServerBundle> | null = null;

  return {
    paths: () => [...templates.keys()],
    async render(pathname: string, ctx: () => Promise<Context>): Promise<string | null> {
      const template = templates.get(pathname);
      if (!template) return null;
      try {
        bundle ??= import(pathToFileURL(bundleFile).href) as Promise<ServerBundle>;
        const server = await bundle;
        const page = await server.renderLive(pathname, { router: deps.router, ctx });
        return template
          .replace('<!--live-root-->', () => page.html)
          .replace('<!--live-queries-->', () => server.seededQueriesScript(page.queries))
          .replace(/<title>[^<]*<\/title>/, (tag) =>
            page.title ? `<title>${server.escapeHtml(page.title)}</title>` : tag,
          );
      } catch (error) {
        deps.log.warn({ err: error, path: pathname }, 'live page: rendered without its data');
        return null;
      }
    },
  };
}
