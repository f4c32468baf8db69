import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { trpcLiveLinkPlugin } from './src/trpc-live-link.ts';

export default defineProject({
  plugins: [react(), trpcLiveLinkPlugin()],
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
