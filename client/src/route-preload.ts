import type { Plugin } from 'vite';

/**
 * Build plugin: the first page's route code loads together with the entry, not after it. Without
 * it the router asks for the route's split chunk only once the entry (about 150 kB) has arrived
 * and run, a second round trip before anything route-specific can render. The plugin writes a
 * tiny script, loaded async from index.html (the CSP allows no inline script), that matches
 * location.pathname against the routes and adds a modulepreload link for each chunk the page's
 * routes import that the entry does not already.
 */

/** A route file's URL pattern: `community/group.$groupId` → `community/group/$`. */
export function routePattern(key: string): string {
  return key
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '$' : segment))
    .join('/');
}

/** [pattern, whether it must match the whole path (a page) or a prefix (a layout), files]. */
export type RouteFiles<File = string> = [pattern: string, exact: boolean, files: File[]];

/** The files to preload for a path: every layout that fits, and the most specific page that does. */
export function filesFor<File>(routes: RouteFiles<File>[], pathname: string): File[] {
  const parts = pathname.split('/').filter(Boolean);
  const fits = ([pattern, exact]: RouteFiles<File>) => {
    const segments = pattern ? pattern.split('/') : [];
    if (exact ? segments.length !== parts.length : segments.length > parts.length) return false;
    return segments.every((s, i) => s === '$' || s === parts[i]);
  };
  const layouts = routes.filter((r) => !r[1] && fits(r));
  // Pages are ordered with static segments first, so /stories/new beats /stories/$storyId.
  const page = routes.find((r) => r[1] && fits(r));
  return [...new Set([...layouts, ...(page ? [page] : [])].flatMap((r) => r[2]))];
}

/**
 * The browser side: filesFor and the table, run once as the page loads. Kept small, as every page
 * served as the shell loads it (a prerendered page names its chunks in its HTML instead): chunks
 * are named by their hash alone (assets/<hash>.js), and each route lists its chunks as two
 * base-36 digits each, an index into one list of hashes.
 */
function browserScript(routes: RouteFiles[]): string {
  // The most used chunks first: their indexes are the ones repeated most, and sorted lists of
  // small numbers compress well.
  const uses = new Map<string, number>();
  for (const file of routes.flatMap((r) => r[2])) uses.set(file, (uses.get(file) ?? 0) + 1);
  const byUse = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)!);
  const hashes = byUse.map((file) => {
    const hash = /^assets\/([\w-]+)\.js$/.exec(file)?.[1];
    if (!hash) throw new Error(`route-preload: unexpected chunk name ${file}`);
    return hash;
  });
  const index = (file: string) =>
    hashes.indexOf(file.slice('assets/'.length, -'.js'.length)).toString(36).padStart(2, '0');
  const table = routes.map(([pattern, exact, files]) => [
    pattern,
    exact ? 1 : 0,
    files.map(index).sort().join(''),
  ]);
  return `const hashes=${JSON.stringify(hashes)};
const routes=${JSON.stringify(table)}.map(([p, e, f]) => [p, e === 1, f.match(/../g) ?? []]);
const filesFor=${filesFor.toString()};
for (const i of filesFor(routes, location.pathname)) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = '/assets/' + hashes[parseInt(i, 36)] + '.js';
  document.head.append(link);
}
`;
}

/** Where the build writes the table for the prerender, in dist/. */
export const PRERENDER_TABLE = '.vite/route-preload.json';
export interface PrerenderTable {
  /** The script tag in index.html. */
  tag: string;
  routes: RouteFiles[];
}

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  source?: string | Uint8Array;
}

export function routePreload(): Plugin {
  return {
    name: 'hercircle:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(options, bundle) {
      const html = bundle['index.html'] as BundleChunk | undefined;
      if (!html || typeof html.source !== 'string') return;
      const chunks = Object.values(bundle as Record<string, BundleChunk>).filter(
        (c) => c.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: BundleChunk[], out = new Set<string>()) => {
        for (const chunk of roots) {
          if (out.has(chunk.fileName)) continue;
          out.add(chunk.fileName);
          closure(
            (chunk.imports ?? []).flatMap((f) => byFile.get(f) ?? []),
            out,
          );
        }
        return out;
      };
      const initial = closure(chunks.filter((c) => c.isEntry));
      const routeChunks = new Map<string, BundleChunk[]>();
      for (const chunk of chunks) {
        const key = /\/src\/routes\/(.+?)\.tsx\?tsr-split=/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (key) routeChunks.set(key, [...(routeChunks.get(key) ?? []), chunk]);
      }
      const keys = [...routeChunks.keys()];
      const routes: RouteFiles[] = keys.map((key) => [
        routePattern(key),
        !keys.some((other) => other.startsWith(`${key}/`) || other.startsWith(`${key}.`)),
        [...closure(routeChunks.get(key)!)].filter((file) => !initial.has(file)),
      ]);
      const dynamicSegments = (pattern: string) => pattern.split('$').length;
      routes.sort((a, b) => dynamicSegments(a[0]) - dynamicSegments(b[0]));
      const ref = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: browserScript(routes),
      });
      const tag = `<script type="module" async src="/${this.getFileName(ref)}"></script>`;
      // Before the entry's own script tag: it starts loading as early as the entry does.
      html.source = html.source.replace(
        '<script type="module"',
        `${tag}\n    <script type="module"`,
      );
      // For the prerender (scripts/prerender.mjs): a prerendered page's HTML names its own chunks
      // in place of the tag, so a visitor to it does not load the table at all.
      this.emitFile({
        type: 'asset',
        fileName: PRERENDER_TABLE,
        source: JSON.stringify({ tag, routes } satisfies PrerenderTable),
      });
    },
  };
}

/**
 * Build plugin: a dynamic import preloads only the chunks that are not loaded already. Vite lists
 * for each dynamic import every chunk it needs, and the entry carries those lists for all its
 * routes; the chunks the entry itself imports (and those of the chunk doing the import) have run
 * before any import of theirs can, so listing them only costs the first load (about 0.5 kB).
 */
export function skipLoadedPreloads(): Plugin {
  /** For each chunk: the chunks certainly loaded when its code runs. */
  let loaded = new Map<string, Set<string>>();
  return {
    name: 'hercircle:skip-loaded-preloads',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType === 'html') return deps;
            const skip = loaded.get(hostId);
            if (!skip) throw new Error(`skip-loaded-preloads: no chunk ${hostId}`);
            return deps.filter((dep) => !skip.has(dep));
          },
        },
      },
    }),
    // Runs before Vite's own generateBundle, which writes the lists (its plugin comes later).
    generateBundle(options, bundle) {
      const chunks = bundle as Record<string, BundleChunk>;
      const closure = (file: string, out: Set<string>) => {
        if (out.has(file)) return out;
        out.add(file);
        for (const imported of chunks[file]?.imports ?? []) closure(imported, out);
        return out;
      };
      const initial = new Set<string>();
      for (const chunk of Object.values(chunks))
        if (chunk.type === 'chunk' && chunk.isEntry) closure(chunk.fileName, initial);
      loaded = new Map();
      for (const chunk of Object.values(chunks))
        if (chunk.type === 'chunk')
          loaded.set(chunk.fileName, closure(chunk.fileName, new Set(initial)));
    },
  };
}
