import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // The build's virtual module (vite.config.ts, VitePWA); tests have no service worker.
  resolve: {
    alias: {
      'virtual:pwa-register': new URL('./src/test/pwa-register.ts', import.meta.url).pathname,
    },
  },
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
