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
};

describe('browser session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.reload();
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
});
