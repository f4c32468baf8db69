// Component tests run without the build's service worker: vite-plugin-pwa's registration module is
// this stand-in (client/vitest.config.ts), which registers nothing.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
