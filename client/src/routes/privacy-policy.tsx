import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/pages/LegalPages.tsx';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });
