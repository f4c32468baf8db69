import { createFileRoute } from '@tanstack/react-router';
import { AccountDeletionPage } from '../features/pages/AccountDeletionPage.tsx';

export const Route = createFileRoute('/account-deletion')({
  staticData: { translated: true },
  component: AccountDeletionPage,
});
