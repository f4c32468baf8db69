import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/UsersPage.tsx';

export const Route = createFileRoute('/admin/_portal/users/')({ component: UsersPage });
