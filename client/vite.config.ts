import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
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
    // The installable app (issue 34): the web app manifest and a Workbox service worker that keeps
    // the app shell and the pages she read for offline use. `prompt`: a new version waits until she
    // chooses to reload (src/components/AppUpdates.tsx) instead of changing under an open tab.
    VitePWA({
      // The server bundle needs no worker; its pwa-register import resolves to a stub.
      disable: isSsrBuild,
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'HerCircle',
        short_name: 'HerCircle',
        description: 'Stories, circles and support for women, by women.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#86305f',
        background_color: '#fbf7f4',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell: the entry (with what every page runs), styles, the Latin fonts, icons.
        // Each page's own code and the page itself are kept as she opens them (below), so a
        // first visit on a phone does not download every screen of the site.
        globPatterns: [
          'assets/main-*.js',
          'assets/*.css',
          'assets/*latin-*.woff2',
          '*.svg',
          'icons/*.png',
        ],
        globIgnores: ['ssr/**'],
        navigateFallback: null,
        // The first worker takes the open tab at once, so the pages she reads from then on are kept
        // (a new version still waits for her: registerType prompt).
        clientsClaim: true,
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // Built files never change under a name (their hash is in it).
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
          },
          {
            // A page from the network when there is one, else the copy from her last visit.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|trpc|admin)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
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
