import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/account/SignInPage.tsx';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  component: SignInPage,
});
