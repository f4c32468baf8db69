import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, TOKEN_KEY, USER_KEY } from './session.ts';

const user = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  role: 'user' as const,
  status: 'active' as const,
  profile_picture: null,
  suspended_until: null,
  two_factor: false,
  discreet_email: false,
  email_verified: true,
};

/** The session cookie's value as the browser would send it, or null. */
function sessionCookie(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith('hc_session='));
  return entry ? decodeURIComponent(entry.slice('hc_session='.length)) : null;
}

describe('browser session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.reload();
    document.getElementById('hc-member')?.remove();
  });

  it('stores the token under authToken and the user under userData', () => {
    sessionStore.signIn({ token: 'tok-1', user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);
    expect(sessionStore.get()?.user.first_name).toBe('Ada');
  });

  it('is signed in on start when both are stored', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-2');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    sessionStore.reload();
    expect(sessionStore.get()?.token).toBe('tok-2');
  });

  it('discards unparseable user data together with the token', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(TOKEN_KEY, 'tok-3');
    localStorage.setItem(USER_KEY, '{not json');
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('clear removes both and tells subscribers', () => {
    sessionStore.signIn({ token: 'tok-4', user });
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);
    sessionStore.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    stop();
  });

  it('keeps a copy of the token in the page requests’ cookie while signed in, and removes it on sign-out', () => {
    sessionStore.signIn({ token: 'tok/5+=', user });
    expect(sessionCookie()).toBe('tok/5+=');
    sessionStore.clear();
    expect(sessionCookie()).toBeNull();
  });

  it('sets the cookie again on start for a member signed in before it existed, and drops a stray one', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-6');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    sessionStore.reload();
    expect(sessionCookie()).toBe('tok-6');
    // Signed out in another tab: storage emptied, the cookie still here.
    localStorage.clear();
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    expect(sessionCookie()).toBeNull();
  });

  it('adopts the member a page was rendered for when she is the one signed in here', () => {
    sessionStore.signIn({ token: 'tok-7', user });
    sessionStore.adoptRendered(null);
    expect(sessionStore.rendered()).toBeNull();
    // Her record as the server rendered it: her new name.
    const fresher = { ...user, first_name: 'Adaeze' };
    sessionStore.adoptRendered(fresher);
    expect(sessionStore.get()).toEqual({ token: 'tok-7', user: fresher });
    expect(sessionStore.rendered()).toBe(sessionStore.get());
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '').first_name).toBe('Adaeze');
  });

  it('hydrates a page rendered for someone else as it was rendered, and keeps her own session', () => {
    sessionStore.signIn({ token: 'tok-8', user });
    sessionStore.adoptRendered({ ...user, id: 8 });
    expect(sessionStore.rendered()?.user.id).toBe(8);
    expect(sessionStore.get()?.user.id).toBe(7);
  });
});
