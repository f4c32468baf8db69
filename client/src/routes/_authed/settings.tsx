import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/SettingsPage.tsx';

export const Route = createFileRoute('/_authed/settings')({
  component: SettingsPage,
});
