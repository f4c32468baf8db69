import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '../../features/members/MemberPage.tsx';
import { idParams } from '../../lib/params.ts';

export const Route = createFileRoute('/_authed/members/$id')({
  staticData: { translated: true },
  params: idParams('id'),
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(trpc.users.profile.queryOptions({ id: params.id }));
  },
  component: function MemberRoute() {
    const { id } = Route.useParams();
    return <MemberPage id={id} />;
  },
});
