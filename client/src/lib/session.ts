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
 * can render a member's page with her data (server/src/http/live-pages.ts). Only page renders read
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
/** On the server: the member a page is being rendered for (entry-server.tsx), else nobody. */
let rendering: Session | null = null;
/** In the browser: the member this page's HTML was rendered for, once main.tsx has taken her up. */
let renderedFor: Session | null = null;

/** The element a page the server rendered for a member names her in (live-pages.ts). */
export const RENDERED_FOR_ID = 'hc-member';

/** That element, for the server: JSON, with `<` escaped so her name cannot close it. */
export function renderedForScript(user: SessionUser): string {
  const json = JSON.stringify(user).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RENDERED_FOR_ID}">${json}</script>`;
}

function read(): Session | null {
  // The build's prerender runs in Node and renders every page signed out.
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
    if (typeof window === 'undefined') return rendering;
    if (current === undefined) current = read();
    return current;
  },
  /**
   * The session the page's HTML was rendered with: what a hydrating render must see (useSession).
   * On the server, the member being rendered for; in the browser, the one adoptRendered() took up.
   */
  rendered(): Session | null {
    return typeof window === 'undefined' ? rendering : renderedFor;
  },
  /**
   * In the browser: whether the server rendered this page for the member signed in here. If so, her
   * record as the server rendered it replaces the stored one (it is the fresher), so the hydrating
   * render and the next one see the same session. A page rendered for someone else, or signed out,
   * answers false: main.tsx renders it afresh.
   */
  adoptRendered(doc: Document = document): boolean {
    const session = this.get();
    const text = doc.getElementById(RENDERED_FOR_ID)?.textContent;
    if (!session || !text) return false;
    try {
      const user = JSON.parse(text) as SessionUser;
      if (user?.id !== session.user.id) return false;
      this.updateUser(user);
      renderedFor = this.get();
      return true;
    } catch {
      return false;
    }
  },
  /**
   * Server only: renders `render` as `session` sees the site. Rendering is synchronous, so no other
   * request's render can run in between.
   */
  renderAs<T>(session: Session | null, render: () => T): T {
    rendering = session;
    try {
      return render();
    } finally {
      rendering = null;
    }
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
  /** Local sign-out: removes the token and user record. */
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    writeCookie(null);
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
