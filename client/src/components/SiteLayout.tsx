import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/auth.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { NavBar } from './NavBar.tsx';
import { Footer } from './Footer.tsx';
import { QuickExit } from './QuickExit.tsx';
import classes from './SiteLayout.module.css';
import { chatWidget, memberParts } from './member-frame.ts';

const MobileMenu = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));
// Members only, loaded after the page: visitors' first load stays small. The suspension banner
// and the tab's one live stream (chat, bell, discussion) come in one chunk.
const MemberParts = lazy(() => memberParts.load().then((m) => ({ default: m.MemberParts })));
const ChatWidget = lazy(() => chatWidget.load().then((m) => ({ default: m.ChatWidget })));
// The service worker and the offline and new-version notes: after the page, never on the server.
const AppStatus = lazy(() => import('./AppStatus.tsx'));

/**
 * Fixed top bar (two rows on large screens), Quick exit on its own layer, the page, the footer,
 * and on phones the bottom dock that Quick exit and the chat bubble sit on.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const session = useSession();
  const { t, i18n } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A page not yet translated (its route has no `staticData.translated`, issue 34) is marked
  // English: a screen reader reads it in English and right to left does not mirror its sentences.
  const translated = useRouterState({
    select: (s) => s.matches.at(-1)?.staticData.translated === true,
  });
  const pageLanguage =
    i18n.language === 'en' || translated ? {} : ({ lang: 'en', dir: 'ltr' } as const);
  // The menu leaves the top bar usable: a link there (the brand) takes her on, and the menu closes.
  const closeMenu = menu.close;
  useEffect(closeMenu, [pathname, closeMenu]);
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
        {t('nav.skipToContent')}
      </a>
      {/* Next after the skip link: with a keyboard, leaving is two presses of Tab away. */}
      <QuickExit />
      <header className={classes.header}>
        <NavBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main} {...pageLanguage}>
        {session && (
          <Suspense fallback={null}>
            <MemberParts key={session.user.id} />
          </Suspense>
        )}
        {children}
      </main>
      <Footer />
      <div className={classes.dock} />
      <AppStatusWhenHydrated />
      {showChat && (
        <Suspense fallback={null}>
          <ChatWidget session={session} />
        </Suspense>
      )}
    </div>
  );
}

/** Its own component, so the switch to "hydrated" re-renders this alone, not the whole layout. */
function AppStatusWhenHydrated() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <AppStatus />
    </Suspense>
  ) : null;
}
