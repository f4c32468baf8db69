import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/AboutContact.tsx';

export const Route = createFileRoute('/contact')({ component: ContactPage });
