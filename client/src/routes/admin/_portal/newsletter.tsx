import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '../../../features/admin/NewsletterPage.tsx';

export const Route = createFileRoute('/admin/_portal/newsletter')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.newsletter.issues.queryOptions());
  },
  component: NewsletterPage,
});
