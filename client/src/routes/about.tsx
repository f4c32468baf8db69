import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/pages/AboutContact.tsx';

export const Route = createFileRoute('/about')({ component: AboutPage });
