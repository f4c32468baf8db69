import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../features/community/InvitePage.tsx';

export const Route = createFileRoute('/invite/$token')({
  staticData: { translated: true },
  // What the link shows, for a visitor as for a member; a used-up or expired link's answer stays
  // in the cache for the page to explain.
  loader: ({ context: { queryClient, trpc }, params: { token } }) => {
    void queryClient.prefetchQuery(trpc.community.invitation.queryOptions({ token }));
  },
  component: function InviteRoute() {
    const { token } = Route.useParams();
    return <InvitePage token={token} />;
  },
});
