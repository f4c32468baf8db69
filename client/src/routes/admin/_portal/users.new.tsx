import { createFileRoute } from '@tanstack/react-router';
import { NewUserPage } from '../../../features/admin/UserDetailPage.tsx';

export const Route = createFileRoute('/admin/_portal/users/new')({ component: NewUserPage });
