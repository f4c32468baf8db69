import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Pages below this need a session: visitors go to /sign-in and come back afterwards. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.get())
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  component: Outlet,
});
