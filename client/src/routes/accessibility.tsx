import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '../features/pages/AccessibilityPage.tsx';

export const Route = createFileRoute('/accessibility')({
  staticData: { translated: true },
  component: AccessibilityPage,
});
