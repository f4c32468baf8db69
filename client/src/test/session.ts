import { sessionStore } from '../lib/session.ts';

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
