import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/SettingsPage.tsx';

export const Route = createFileRoute('/_authed/settings')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.users.preferences.queryOptions());
    void queryClient.prefetchQuery(trpc.users.filters.queryOptions());
  },
  component: SettingsPage,
  staticData: { translated: true },
});
