import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useSession } from '../lib/auth.ts';
import { NavBar } from './NavBar.tsx';
import { Footer } from './Footer.tsx';
import classes from './SiteLayout.module.css';
import { chatWidget, memberParts } from './member-frame.ts';

const MobileMenu = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));
// Members only, loaded after the page: visitors' first load stays small. The suspension banner
// and the tab's one live stream (chat, bell, discussion) come in one chunk.
const MemberParts = lazy(() => memberParts.load().then((m) => ({ default: m.MemberParts })));
const ChatWidget = lazy(() => chatWidget.load().then((m) => ({ default: m.ChatWidget })));

/** Fixed top bar (two rows on large screens), the page, and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The chat widget lives on community pages, for signed-in members only.
  const showChat =
    session !== null && (pathname === '/community' || pathname.startsWith('/community/'));
  const toggleMenu = () => {
    setMenuUsed(true);
    menu.toggle();
  };
  return (
    <div className={classes.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={classes.header}>
        <NavBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        {session && (
          <Suspense fallback={null}>
            <MemberParts key={session.user.id} />
          </Suspense>
        )}
        {children}
      </main>
      <Footer />
      {showChat && (
        <Suspense fallback={null}>
          <ChatWidget session={session} />
        </Suspense>
      )}
    </div>
  );
}
