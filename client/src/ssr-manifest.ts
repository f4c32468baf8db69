import type { Manifest } from '@tanstack/react-router';
import { MEMBER_FRAME } from './components/member-frame.ts';

/** The part of Vite's build manifest (dist/.vite/manifest.json) the pages need. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

const ENTRY = 'src/main.tsx';
/** A route's split chunk: `src/routes/community/group.$groupId.tsx?tsr-split=component`. */
const ROUTE_CHUNK = /^src\/routes\/(.+?)\.tsx\?tsr-split=/;

/**
 * A page's script: fetched after its stylesheets and fonts (low priority), which the first paint
 * waits for; it runs once the page is parsed, as every module script does.
 */
const moduleScript = (src: string) => ({ attrs: { type: 'module', src, fetchPriority: 'low' } });

/** A route file's id in the router: `community/group.$groupId` → `/community/group/$groupId`. */
export function routeId(file: string): string {
  return `/${file.replace(/\./g, '/')}`.replace(/\/index$/, '/');
}

/**
 * What each page's HTML loads, for the router (its <HeadContent> and <Scripts> write the tags):
 * the entry's script and stylesheets on every page, and for each route on the page its split
 * chunks and their stylesheets (the page's layout is there at the first paint, not once its
 * scripts arrive). A route's own chunk is a module script, not a preload: it has run by the time
 * the page has loaded, so the router's hydration (main.tsx), which imports it, ends sooner after
 * the load event, and React starts hydrating before a first tap; what it imports is preloaded.
 */
export function routerManifest(vite: ViteManifest): Manifest {
  const entry = vite[ENTRY];
  if (!entry) throw new Error(`The client build has no ${ENTRY}`);
  const closure = (key: string, out = new Set<string>()) => {
    if (out.has(key)) return out;
    out.add(key);
    for (const imported of vite[key]?.imports ?? []) closure(imported, out);
    return out;
  };
  const loaded = closure(ENTRY);
  const url = (file: string) => `/${file}`;
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((k) => vite[k]?.css ?? []).map(url);
  const routes: Manifest['routes'] = {
    __root__: {
      css: cssOf(loaded),
      preloads: [...loaded].filter((k) => k !== ENTRY).map((k) => url(vite[k]!.file)),
      scripts: [moduleScript(url(entry.file))],
    },
  };
  for (const key of Object.keys(vite)) {
    const file = ROUTE_CHUNK.exec(key)?.[1];
    if (!file) continue;
    const chunks = [...closure(key)].filter((k) => !loaded.has(k));
    const route = (routes[routeId(file)] ??= { css: [], preloads: [], scripts: [] });
    route.css!.push(...cssOf(chunks));
    route.preloads!.push(...chunks.filter((k) => k !== key).map((k) => url(vite[k]!.file)));
    route.scripts!.push(moduleScript(url(vite[key]!.file)));
  }
  return { routes };
}

/**
 * A member's pages: the frame's lazy parts (components/member-frame.ts) come as module scripts
 * too, so they have run by the load event and React hydrates her page (which waits for them,
 * main.tsx) right after it.
 */
export function memberManifest(vite: ViteManifest, manifest: Manifest): Manifest {
  const root = manifest.routes.__root__!;
  const scripts = MEMBER_FRAME.map(({ source }) => {
    const chunk = vite[source];
    if (!chunk) throw new Error(`The client build has no ${source}`);
    return moduleScript(`/${chunk.file}`);
  });
  return {
    ...manifest,
    routes: { ...manifest.routes, __root__: { ...root, scripts: [...root.scripts!, ...scripts] } },
  };
}
