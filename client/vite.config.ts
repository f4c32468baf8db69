import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { skipLoadedPreloads } from './src/skip-loaded-preloads.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    skipLoadedPreloads(),
  ],
  resolve: {
    alias: [
      // TanStack Store asks for the shim of useSyncExternalStore that React 17 needed; React 19 has
      // the hook, and the shim's own code (about 0.5 kB gzipped, first load) would never run.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  // The server bundle carries what it uses of its packages, as the browser's does: the server then
  // loads only those parts (every icon of the icon set, imported whole, was most of its memory).
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // The server bundle (dist/ssr, which renders the pages) needs no public files.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    // Split chunks are named by their hash alone: the entry lists every chunk's file name (for
    // preloading), and descriptive names cost the first load about 2 kB gzipped. The size report
    // names each chunk by its source through the manifest. Seven hash characters (the fewest the
    // bundler allows from 65 to 4,096 chunks) save about 1 kB more on the first load.
    rollupOptions: {
      // No HTML: the server renders every page (src/entry-server.tsx) and names the entry in it.
      input: isSsrBuild ? undefined : 'src/main.tsx',
      output: {
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            // Mantine's z-index table (a few bytes, no imports) would otherwise share the chunk of
            // floating-ui (15 kB gzipped), so AppShell pages loaded all of it before painting.
            { name: 'z-index', test: /get-default-z-index/ },
            // What the entry imports statically runs on every page: one chunk with the entry
            // instead of some 25 small ones shared with routes (each a request on HTTP/1.1, and
            // its own imports and exports). / loads 147.8 kB in 7 files instead of 154.2 kB in 28;
            // Lighthouse mobile (median of 3): / 94 -> 95, /admin/dashboard 63 -> 69 (TBT 662 ->
            // 487 ms).
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
