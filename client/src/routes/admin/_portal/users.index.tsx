import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/UsersPage.tsx';
import { usersListQuery, usersSearch } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/users/')({
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(usersListQuery(trpc, deps));
  },
  component: UsersPage,
});
