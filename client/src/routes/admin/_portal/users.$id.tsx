import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../features/admin/UserDetailPage.tsx';
import { adminIdParams } from '../../../features/admin/params.ts';

export const Route = createFileRoute('/admin/_portal/users/$id')({
  params: adminIdParams,
  component: function UserRoute() {
    const { id } = Route.useParams();
    return <UserDetailPage id={id} />;
  },
});
