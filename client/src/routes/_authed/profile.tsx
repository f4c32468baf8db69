import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';

export const Route = createFileRoute('/_authed/profile')({
  loader: ({ context: { auth, queryClient, trpc } }) => {
    // The _authed guard has checked that there is a session.
    const session = auth.get();
    if (!session) return;
    // Everything the page shows, so the server's HTML carries it: a card that asked while it
    // rendered got its answer streamed into the browser before it hydrated, and hydrated with the
    // answer over the server's placeholder (React #418).
    void queryClient.prefetchQuery(trpc.users.profile.queryOptions({ id: session.user.id }));
    void queryClient.prefetchQuery(trpc.content.myStories.queryOptions());
    void queryClient.prefetchQuery(trpc.content.savedStories.queryOptions());
  },
  component: ProfilePage,
  staticData: { translated: true },
});
