import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../lib/search.ts';
import { SignInPage } from '../features/account/SignInPage.tsx';

export const Route = createFileRoute('/sign-in')({
  validateSearch: stringSearch('redirect'),
  component: SignInPage,
});
