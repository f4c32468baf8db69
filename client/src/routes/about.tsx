import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/pages/AboutPage.tsx';

export const Route = createFileRoute('/about')({
  staticData: { translated: true },
  component: AboutPage,
});
