import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '../../features/community/GroupPage.tsx';
import { idParams } from '../../lib/params.ts';

export const Route = createFileRoute('/community/group/$groupId')({
  params: idParams('groupId'),
  // Visitors get a sign-in prompt, not the group.
  loader: ({ context: { auth, queryClient, trpc }, params }) => {
    if (auth.get())
      void queryClient.prefetchQuery(trpc.community.get.queryOptions({ id: params.groupId }));
  },
  component: function GroupRoute() {
    const { groupId } = Route.useParams();
    return <GroupPage groupId={groupId} />;
  },
});
