import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/ContactPage.tsx';

export const Route = createFileRoute('/contact')({
  staticData: { translated: true },
  component: ContactPage,
});
