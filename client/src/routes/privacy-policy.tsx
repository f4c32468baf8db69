import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/pages/PrivacyPolicyPage.tsx';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { translated: true },
  component: PrivacyPolicyPage,
});
