/**
 * The frame's members-only parts, each imported once: the lazy components (NavBar, SiteLayout)
 * and main.tsx share these promises. main.tsx waits for them before React hydrates a member's
 * page, so their boundaries hydrate with the rest (a lazy part still loading stays dehydrated, and
 * React drops a tap on it). Each part names its source as the build's manifest does, so the server
 * can put it on her pages as a script (ssr-manifest.ts, which refuses a name the build lacks).
 */
function part<T>(source: string, load: () => Promise<T>) {
  let loaded: Promise<T> | undefined;
  return { source, load: () => (loaded ??= load()) };
}

export const userMenu = part('src/components/UserMenu.tsx', () => import('./UserMenu.tsx'));
export const navSearch = part(
  'src/features/search/NavSearch.tsx',
  () => import('../features/search/NavSearch.tsx'),
);
export const bell = part(
  'src/features/notifications/Bell.tsx',
  () => import('../features/notifications/Bell.tsx'),
);
export const memberParts = part(
  'src/features/live/MemberParts.tsx',
  () => import('../features/live/MemberParts.tsx'),
);
export const chatWidget = part(
  'src/features/chat/ChatWidget.tsx',
  () => import('../features/chat/ChatWidget.tsx'),
);

/** Every part, in the order a page uses them. */
export const MEMBER_FRAME = [userMenu, navSearch, bell, memberParts, chatWidget];

/** What a member's page at `pathname` renders of the frame's lazy parts. */
export function loadMemberFrame(pathname: string): Promise<unknown> {
  const community = pathname === '/community' || pathname.startsWith('/community/');
  return Promise.all(
    MEMBER_FRAME.filter((p) => p !== chatWidget || community).map((p) => p.load()),
  );
}
