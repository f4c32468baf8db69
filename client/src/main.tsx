// First: zod's settings must be in place before any schema parses.
import './zod-config.ts';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@mantine/core/styles.css';
import './global.css';
import { sessionStore } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import { loadOverlaysWhenIdle } from './lib/overlays.ts';

// Every page comes rendered by the server (entry-server.tsx) with its data: the browser hydrates
// it at once (not as a transition), so a tap right after the page has loaded meets React.
const router = createAppRouter();
hydrateRoot(document, <RouterClient router={router} />);

// A member's pages raise toasts and ask for confirmations often: their host loads once the page is
// idle. A visitor's load it when first needed.
if (sessionStore.get()) loadOverlaysWhenIdle();
