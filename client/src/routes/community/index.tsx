import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '../../features/community/CommunityPage.tsx';
import { groupListQuery, groupListSearch } from '../../features/community/queries.ts';
import { loadGroupList } from '../../features/community/load-group-list.ts';

export const Route = createFileRoute('/community/')({
  validateSearch: groupListSearch,
  staticData: { translated: true },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page's skeleton and error state stay as they are; a hovered link has
  // already asked for the data. Visitors get a sign-in prompt, not the list (nor its code).
  loader: ({ context: { auth, queryClient, trpc }, deps }) => {
    if (!auth.get()) return;
    void loadGroupList();
    void queryClient.prefetchQuery(groupListQuery(trpc, deps));
    void queryClient.prefetchQuery(trpc.home.checklist.queryOptions());
  },
  component: CommunityPage,
});
