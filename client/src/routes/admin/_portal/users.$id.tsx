import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../features/admin/UserDetailPage.tsx';
import { idParams } from '../../../lib/params.ts';

export const Route = createFileRoute('/admin/_portal/users/$id')({
  params: idParams('id'),
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(trpc.admin.users.get.queryOptions({ id: params.id }));
    void queryClient.prefetchQuery(
      trpc.admin.fairProcess.memberRecord.queryOptions({ id: params.id }),
    );
  },
  component: function UserDetailRoute() {
    const { id } = Route.useParams();
    return <UserDetailPage id={id} />;
  },
});
