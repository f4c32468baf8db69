import { redirect } from '@tanstack/react-router';
import { safeRedirect } from './forms.ts';
import type { AuthSource } from '../router-context.ts';

const GUEST_PAGES = ['/sign-in', '/create-account'];

/**
 * The guard of the sign-in and create-account pages: a signed-in member is sent on before the page
 * renders (no flash of a form she has no use for), to the `redirect` she came with when it is a
 * same-site path, else to her profile. A redirect back to a guest page would loop, so it counts as none.
 */
export function sendMembersOn(auth: AuthSource, search: { redirect?: string }): void {
  if (auth.get()) sendOn(search, '/profile', GUEST_PAGES);
}

/** To her same-site `redirect`, else `fallback`; a redirect back to one of `loops` counts as none. */
function sendOn(search: { redirect?: string }, fallback: string, loops: string[]): never {
  const path = safeRedirect(search.redirect, fallback);
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  throw redirect({ href: loops.includes(pathname) ? fallback : path, replace: true });
}

/**
 * The guard of /admin/login: a signed-in admin has no use for the form and goes on, before it
 * renders, to where she was going (or the dashboard). A member who is not an admin sees the form
 * (with a word about her account) to sign in as one.
 */
export function sendAdminsOn(auth: AuthSource, search: { redirect?: string }): void {
  if (auth.get()?.user.role === 'admin') sendOn(search, '/admin/dashboard', ['/admin/login']);
}
