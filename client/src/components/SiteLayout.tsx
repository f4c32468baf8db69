import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavBar } from './NavBar.tsx';
import { Footer } from './Footer.tsx';
import classes from './SiteLayout.module.css';

const MobileMenu = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));

/** Fixed top bar (two rows on large screens), the page, and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleMenu = () => {
    setMenuUsed(true);
    menu.toggle();
  };
  return (
    <div className={classes.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Box component="header" className={classes.header}>
        <NavBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      </Box>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
