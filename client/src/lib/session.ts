import type { SessionUser } from '@hercircle/shared';

/** The spec's browser storage keys. */
export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'userData';

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

function read(): Session | null {
  // The build's prerender runs in Node and renders every page signed out.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (typeof user !== 'object' || user === null || typeof user.id !== 'number')
      throw new Error('not a user record');
    return { token, user };
  } catch (error) {
    // Unparseable user data is discarded together with the token.
    console.error('Discarding unreadable stored user data', error);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    return null;
  }
}

export const sessionStore = {
  get(): Session | null {
    if (current === undefined) current = read();
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: Session): void {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    current = session;
    listeners.forEach((l) => l());
  },
  updateUser(user: SessionUser): void {
    const session = this.get();
    if (!session) return;
    this.signIn({ token: session.token, user });
  },
  /** Local sign-out: removes the token and user record. */
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    current = null;
    listeners.forEach((l) => l());
  },
  /** Re-reads storage (another tab signed in or out). */
  reload(): void {
    current = read();
    listeners.forEach((l) => l());
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null)
      sessionStore.reload();
  });
}
