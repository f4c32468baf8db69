import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../lib/search.ts';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.tsx';

export const Route = createFileRoute('/reset-password')({
  validateSearch: stringSearch('token'),
  component: ResetPasswordPage,
  staticData: { translated: true },
});
