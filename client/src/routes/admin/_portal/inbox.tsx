import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/admin/InboxPage.tsx';

export const Route = createFileRoute('/admin/_portal/inbox')({ component: InboxPage });
