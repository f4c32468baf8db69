import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AdminLoginPage } from '../../features/admin/AdminLoginPage.tsx';

export const Route = createFileRoute('/admin/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  component: AdminLoginPage,
});
