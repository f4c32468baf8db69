import { createFileRoute } from '@tanstack/react-router';
import { PAGE_SIZES } from '@hercircle/shared/basics';
import { GroupPage } from '../../features/community/GroupPage.tsx';
import { idParams } from '../../lib/params.ts';

export const Route = createFileRoute('/community/group/$groupId')({
  params: idParams('groupId'),
  staticData: { translated: true },
  // Visitors get a sign-in prompt, not the group.
  // The page's reads start while its code loads, not after it renders: the group, then (once it
  // says she may read them) the first page of posts, the members and, for members, the events,
  // with the query options Discussion, MembersCard and GroupEventsCard use. A failed read is left
  // in the cache for the page to show.
  loader: ({ context: { auth, queryClient, trpc }, params: { groupId: id } }) => {
    if (!auth.get()) return;
    void queryClient.fetchQuery(trpc.community.get.queryOptions({ id })).then(
      ({ group }) => {
        if (group.is_private && !group.is_member) return;
        void queryClient.prefetchQuery(
          trpc.community.posts.queryOptions({ id, limit: PAGE_SIZES.groups }),
        );
        void queryClient.prefetchQuery(trpc.community.members.queryOptions({ id }));
        if (group.is_member)
          void queryClient.prefetchQuery(trpc.events.list.queryOptions({ group_id: id, limit: 5 }));
      },
      () => undefined,
    );
  },
  component: function GroupRoute() {
    const { groupId } = Route.useParams();
    return <GroupPage groupId={groupId} />;
  },
});
