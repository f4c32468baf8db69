import { lazy, Suspense } from 'react';
import { ActionIcon, Burger, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMessageCircle, IconMoon, IconSun } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/auth.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Brand } from './Brand.tsx';
import { QuickExitShortcut, QuickExitSlot } from './QuickExit.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { MAIN_LINKS, MORE_LINKS, type NavLink } from './nav-links.ts';
import classes from './NavBar.module.css';
import { bell, navSearch, userMenu } from './member-frame.ts';

// Loaded when needed, so a visitor's first page stays small.
const UserMenu = lazy(() => userMenu.load().then((m) => ({ default: m.UserMenu })));
const NavSearch = lazy(() => navSearch.load().then((m) => ({ default: m.NavSearch })));
const Bell = lazy(() => bell.load().then((m) => ({ default: m.Bell })));

export function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

function LinkRow({
  links,
  pathname,
  label,
  size,
}: {
  links: NavLink[];
  pathname: string;
  label: string;
  size: 'main' | 'more';
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className={classes.row}>
        {links.map((link) => {
          // /community is active only on its own pages, not on /community/events and /community/publications.
          const active =
            link.to === '/community'
              ? pathname === '/community' || pathname.startsWith('/community/group')
              : isActive(pathname, link.to);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className={size === 'main' ? classes.link : classes.moreLink}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              >
                {t(`nav.${link.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // Prerendered pages are light: the stored choice shows once the page has hydrated.
  const scheme = useHydrated() ? computed : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  const { t } = useTranslation();
  const label = next === 'light' ? t('nav.toLight') : t('nav.toDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
    >
      {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}

export function NavBar({
  menuOpen,
  onToggleMenu,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const session = useSession();
  const { t } = useTranslation();
  return (
    <div className={classes.bar}>
      <div className={classes.top}>
        <div className={classes.start}>
          <Brand />
          <div className="mantine-visible-from-lg">
            <LinkRow
              links={MAIN_LINKS}
              pathname={pathname}
              label={t('nav.mainLabel')}
              size="main"
            />
          </div>
        </div>
        <div className={classes.actions}>
          <QuickExitShortcut />
          <ColorSchemeToggle />
          {session && (
            <Suspense fallback={null}>
              <NavSearch />
            </Suspense>
          )}
          {session && (
            <ActionIcon
              component={Link}
              to="/messages"
              variant="subtle"
              color="gray"
              size="lg"
              radius="xl"
              aria-label={t('nav.messages')}
              title={t('nav.messages')}
              // On a phone the bar has no room beside the menu button: the avatar menu has it.
              visibleFrom="sm"
            >
              <IconMessageCircle size={20} aria-hidden />
            </ActionIcon>
          )}
          {session && (
            <Suspense fallback={<div className={classes.bellSpace} />}>
              <Bell />
            </Suspense>
          )}
          {session ? (
            <Suspense fallback={<div className={classes.menuSpace} />}>
              <UserMenu session={session} />
            </Suspense>
          ) : (
            <div className={`mantine-visible-from-sm ${classes.actions}`}>
              <ButtonLink to="/admin/login" variant="subtle" color="gray" size="sm">
                {t('nav.admin')}
              </ButtonLink>
              <ButtonLink to="/sign-in" variant="subtle" size="sm">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to="/sign-in" variant="cta" size="sm">
                {t('nav.join')}
              </ButtonLink>
            </div>
          )}
          <Burger
            opened={menuOpen}
            onClick={onToggleMenu}
            size="sm"
            hiddenFrom="lg"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
          />
          {/* Quick exit itself is on a layer above everything (SiteLayout), over this slot. */}
          <QuickExitSlot row="first" />
        </div>
      </div>
      <div className={`mantine-visible-from-lg ${classes.secondRow}`}>
        <QuickExitSlot row="second" />
        <LinkRow links={MORE_LINKS} pathname={pathname} label={t('nav.moreLabel')} size="more" />
      </div>
    </div>
  );
}
