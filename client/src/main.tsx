// First: zod's settings must be in place before any schema parses.
import './zod-config.ts';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@mantine/core/styles.css';
import './global.css';
// Mantine's CSS variables for our theme (see mantine-styles.ts).
import 'virtual:mantine-styles.css';
import { sessionStore } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import { loadOverlaysWhenIdle } from './lib/overlays.ts';

// Every page comes rendered by the server (entry-server.tsx) with its data: the browser hydrates
// it. As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: the page stays responsive to a tap while it hydrates.
const router = createAppRouter();
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});

// A member's pages raise toasts and ask for confirmations often: their host loads once the page is
// idle. A visitor's load it when first needed.
if (sessionStore.get()) loadOverlaysWhenIdle();
