import { createFileRoute } from '@tanstack/react-router';
import { GroupInsightsPage } from '../../features/group-insights/GroupInsightsPage.tsx';
import { idParams } from '../../lib/params.ts';

export const Route = createFileRoute('/_authed/community/group/$groupId/insights')({
  params: idParams('groupId'),
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc }, params: { groupId: id } }) => {
    void queryClient.prefetchQuery(trpc.community.get.queryOptions({ id }));
    void queryClient.prefetchQuery(trpc.community.insights.queryOptions({ id }));
  },
  component: function GroupInsightsRoute() {
    return <GroupInsightsPage groupId={Route.useParams().groupId} />;
  },
});
