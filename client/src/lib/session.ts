import type { SessionUser } from '@hercircle/shared';
import { SESSION_COOKIE, SESSION_LIFETIME_DAYS } from '@hercircle/shared/basics';

/** The spec's browser storage keys. */
export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'userData';

export interface Session {
  token: string;
  user: SessionUser;
}

/**
 * SESSION_COOKIE is a copy of the token that the browser sends with page requests, so the server
 * can render a member's page with her data (server/src/http/pages.ts). Only page renders read
 * it: the API takes the token from the Authorization header alone, so no other site's request can
 * act with it. It lasts as long as a session and is set again at every visit.
 */
const COOKIE_MAX_AGE = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

function writeCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  if (!token && !document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_COOKIE}=`)))
    return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;
/** In the browser: the member this page's HTML was rendered for, once the router hydrated it. */
let renderedFor: Session | null = null;
/** Aborted when the session ends on this device: reads sent with her token die with it. */
let ended = new AbortController();

function cancelSent(): void {
  ended.abort();
  ended = new AbortController();
}

function read(): Session | null {
  // On the server there is no storage: a page's session comes from its request (router.tsx).
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  if (!token || !raw) {
    writeCookie(null);
    return null;
  }
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (typeof user !== 'object' || user === null || typeof user.id !== 'number')
      throw new Error('not a user record');
    // Signed in before the cookie existed, or it expired: the next page request carries it again.
    writeCookie(token);
    return { token, user };
  } catch (error) {
    // Unparseable user data is discarded together with the token.
    console.error('Discarding unreadable stored user data', error);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    writeCookie(null);
    return null;
  }
}

export const sessionStore = {
  get(): Session | null {
    if (typeof window === 'undefined') return null;
    if (current === undefined) current = read();
    return current;
  },
  /** In the browser: the session the page's HTML was rendered with, what hydration must see. */
  rendered(): Session | null {
    return renderedFor;
  },
  /**
   * As the router hydrates a page the server rendered: `member` is who it was rendered for (none:
   * a visitor). Her record as the server read it replaces the stored one (it is the fresher).
   */
  adoptRendered(member: SessionUser | null): void {
    if (!member) return;
    const session = this.get();
    if (session?.user.id === member.id) this.updateUser(member);
    renderedFor = session?.user.id === member.id ? this.get() : { token: '', user: member };
  },
  /**
   * Aborted as the stored session ends on this device (a fresh one after that): reads carry it, so
   * none sent with her token arrives at the server after it ended there (lib/trpc-transport.ts).
   */
  endedSignal(): AbortSignal {
    return ended.signal;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: Session): void {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    writeCookie(session.token);
    current = session;
    listeners.forEach((l) => l());
  },
  updateUser(user: SessionUser): void {
    const session = this.get();
    if (!session) return;
    this.signIn({ token: session.token, user });
  },
  /** Local sign-out: removes the token and user record, and cancels reads on their way with them. */
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    writeCookie(null);
    current = null;
    cancelSent();
    listeners.forEach((l) => l());
  },
  /** Re-reads storage (another tab signed in or out). */
  reload(): void {
    const before = current?.token;
    current = read();
    if (before && before !== current?.token) cancelSent();
    listeners.forEach((l) => l());
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null)
      sessionStore.reload();
  });
}
