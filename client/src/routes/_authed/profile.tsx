import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';

export const Route = createFileRoute('/_authed/profile')({
  component: ProfilePage,
});
