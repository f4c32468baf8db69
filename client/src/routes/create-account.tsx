import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../lib/search.ts';
import { sendMembersOn } from '../lib/guest-only.ts';
import { SignInPage } from '../features/account/SignInPage.tsx';

function CreateAccountPage() {
  return <SignInPage initialMode="register" />;
}

export const Route = createFileRoute('/create-account')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => sendMembersOn(context.auth, search),
  component: CreateAccountPage,
  staticData: { translated: true },
});
