/**
 * The frame's members-only parts, each imported once: the lazy components (NavBar, SiteLayout)
 * and main.tsx share these promises. main.tsx waits for them before React hydrates a member's
 * page, so their boundaries hydrate with the rest (a lazy part still loading stays dehydrated, and
 * React drops a tap on it).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const loadUserMenu = once(() => import('./UserMenu.tsx'));
export const loadNavSearch = once(() => import('../features/search/NavSearch.tsx'));
export const loadBell = once(() => import('../features/notifications/Bell.tsx'));
export const loadMemberParts = once(() => import('../features/live/MemberParts.tsx'));
export const loadChatWidget = once(() => import('../features/chat/ChatWidget.tsx'));

/** What a member's page at `pathname` renders of the frame's lazy parts. */
export function loadMemberFrame(pathname: string): Promise<unknown> {
  const community = pathname === '/community' || pathname.startsWith('/community/');
  return Promise.all([
    loadUserMenu(),
    loadNavSearch(),
    loadBell(),
    loadMemberParts(),
    community ? loadChatWidget() : undefined,
  ]);
}
