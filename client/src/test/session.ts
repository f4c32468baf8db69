import { sessionStore } from '../lib/session.ts';

/** The member most tests sign in as. */
export const TEST_MEMBER = {
  id: 4,
  email: 'mei@example.com',
  first_name: 'Mei',
  last_name: 'Tanaka',
  role: 'user',
  status: 'active',
  profile_picture: null,
  suspended_until: null,
  two_factor: false,
  discreet_email: false,
  email_verified: true,
};

/** Signs the tests in as `user` the way the app keeps a session (token and user in localStorage). */
export function signInAs(user: object, token = 'member-token') {
  localStorage.setItem('authToken', token);
  localStorage.setItem('userData', JSON.stringify(user));
  sessionStore.reload();
}

/** Forgets the session (and everything else the tests stored). */
export function signOut() {
  localStorage.clear();
  sessionStore.reload();
}
