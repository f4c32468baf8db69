import { describe, expect, it } from 'vitest';
import { MEMBER_FRAME } from './components/member-frame.ts';
import { memberManifest, routeId, routerManifest, type ViteManifest } from './ssr-manifest.ts';

// A build's manifest in small: the entry with a shared chunk, one route split in two chunks with
// a stylesheet, and the member frame's parts.
const vite: ViteManifest = {
  'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_shared'], css: ['a.css'] },
  _shared: { file: 'assets/shared.js', css: ['s.css'] },
  'src/routes/community/group.$groupId.tsx?tsr-split=component': {
    file: 'assets/group.js',
    imports: ['_shared', '_table'],
    css: ['g.css'],
  },
  _table: { file: 'assets/table.js' },
  ...Object.fromEntries(MEMBER_FRAME.map((p, i) => [p.source, { file: `assets/part${i}.js` }])),
};

describe('the pages manifest', () => {
  it('names a route file as the router does', () => {
    expect(routeId('community/group.$groupId')).toBe('/community/group/$groupId');
    expect(routeId('index')).toBe('/');
    expect(routeId('stories/index')).toBe('/stories/');
  });

  it('loads the entry on every page and a route its own chunk, what it imports and its styles', () => {
    const { routes } = routerManifest(vite);
    expect(routes.__root__).toEqual({
      css: ['/a.css', '/s.css'],
      preloads: ['/assets/shared.js'],
      scripts: [{ attrs: { type: 'module', src: '/assets/main.js', fetchPriority: 'low' } }],
    });
    // What the entry already loaded is not loaded again.
    expect(routes['/community/group/$groupId']).toEqual({
      css: ['/g.css'],
      preloads: ['/assets/table.js'],
      scripts: [{ attrs: { type: 'module', src: '/assets/group.js', fetchPriority: 'low' } }],
    });
  });

  it("puts the member frame's parts on her pages as scripts", () => {
    const manifest = routerManifest(vite);
    const scripts = memberManifest(vite, manifest).routes.__root__!.scripts!;
    expect(scripts.map((s) => s.attrs!.src)).toEqual([
      '/assets/main.js',
      ...MEMBER_FRAME.map((_, i) => `/assets/part${i}.js`),
    ]);
    // The visitor's manifest is unchanged.
    expect(manifest.routes.__root__!.scripts).toHaveLength(1);
  });

  it('refuses a build that lacks a part of the member frame', () => {
    const { [MEMBER_FRAME[0]!.source]: _gone, ...lacking } = vite;
    expect(() => memberManifest(lacking, routerManifest(lacking))).toThrow(
      `The client build has no ${MEMBER_FRAME[0]!.source}`,
    );
  });
});
