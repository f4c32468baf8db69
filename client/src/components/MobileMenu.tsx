import {
  Button,
  Divider,
  Drawer,
  NavLink as MantineNavLink,
  ScrollArea,
  Stack,
  useDirection,
} from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/auth.ts';
import { isActive } from './NavBar.tsx';
import { MAIN_LINKS, MORE_LINKS, type NavLink } from './nav-links.ts';

/**
 * The menu opens between the top bar and the phone's bottom dock: the bar's button closes it, and
 * Quick exit, over the bar or on the dock, never covers the menu's own title or last links.
 */
const BETWEEN_BAR_AND_DOCK = { top: 'var(--hc-header-height)', bottom: 'var(--hc-dock-height)' };

export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const session = useSession();
  const { t } = useTranslation();
  const { dir } = useDirection();
  const item = (link: NavLink) => (
    <MantineNavLink
      key={link.to}
      component={Link}
      to={link.to}
      label={t(`nav.${link.key}`)}
      active={isActive(pathname, link.to)}
      onClick={onClose}
    />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      // From the side the menu button is on: the bar's end (the left in Arabic).
      position={dir === 'rtl' ? 'left' : 'right'}
      size="xs"
      hiddenFrom="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ inner: BETWEEN_BAR_AND_DOCK, overlay: BETWEEN_BAR_AND_DOCK }}
    >
      <nav aria-label={t('nav.mobileLabel')}>
        <Stack gap={0}>
          {MAIN_LINKS.map(item)}
          <Divider my="xs" />
          {MORE_LINKS.map(item)}
        </Stack>
      </nav>
      {!session && (
        <Stack mt="lg" gap="xs">
          <Button component={Link} to="/sign-in" variant="outline" onClick={onClose}>
            {t('nav.signIn')}
          </Button>
          <Button component={Link} to="/sign-in" variant="cta" onClick={onClose}>
            {t('nav.join')}
          </Button>
          <Button
            component={Link}
            to="/admin/login"
            variant="subtle"
            color="gray"
            onClick={onClose}
          >
            {t('nav.adminPortal')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
