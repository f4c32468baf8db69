import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsPage } from '../../../features/admin/SettingsPage.tsx';

export const Route = createFileRoute('/admin/_portal/settings')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.settings.get.queryOptions());
  },
  component: AdminSettingsPage,
});
