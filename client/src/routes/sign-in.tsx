import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../lib/search.ts';
import { sendMembersOn } from '../lib/guest-only.ts';
import { SignInPage } from '../features/account/SignInPage.tsx';

export const Route = createFileRoute('/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => sendMembersOn(context.auth, search),
  component: SignInPage,
  staticData: { translated: true },
});
