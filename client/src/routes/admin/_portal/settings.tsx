import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsPage } from '../../../features/admin/SettingsPage.tsx';

export const Route = createFileRoute('/admin/_portal/settings')({ component: AdminSettingsPage });
