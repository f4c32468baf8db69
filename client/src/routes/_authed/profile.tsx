import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';

export const Route = createFileRoute('/_authed/profile')({
  loader: ({ context: { auth, queryClient, trpc } }) => {
    // The _authed guard has checked that there is a session.
    const session = auth.get();
    if (session)
      void queryClient.prefetchQuery(trpc.users.profile.queryOptions({ id: session.user.id }));
  },
  component: ProfilePage,
});
