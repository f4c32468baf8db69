import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBook,
  IconCalendarEvent,
  IconFlag,
  IconHistory,
  IconInbox,
  IconLifebuoy,
  IconMail,
  IconMailForward,
  IconMicrophone,
  IconNews,
  IconLayoutDashboard,
  IconListNumbers,
  IconLogout,
  IconScale,
  IconSettings,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../lib/auth.ts';
import { signOut } from '../../lib/sign-out.ts';
import { Brand } from '../../components/Brand.tsx';
import { ColorSchemeToggle } from '../../components/NavBar.tsx';
import { trpc } from '../../lib/trpc.ts';
import { AdminSecuritySetup } from './AdminSecuritySetup.tsx';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: IconUsers },
  { to: '/admin/communities', label: 'Communities', icon: IconUsersGroup },
  { to: '/admin/stories', label: 'Stories', icon: IconBook },
  { to: '/admin/events', label: 'Events', icon: IconCalendarEvent },
  { to: '/admin/issues', label: 'Magazine', icon: IconNews },
  { to: '/admin/podcast', label: 'Podcast', icon: IconMicrophone },
  { to: '/admin/resources', label: 'Resources', icon: IconLifebuoy },
  { to: '/admin/reports', label: 'Reports', icon: IconFlag },
  { to: '/admin/appeals', label: 'Appeals', icon: IconScale },
  { to: '/admin/guidelines', label: 'Guidelines', icon: IconListNumbers },
  { to: '/admin/inbox', label: 'Inbox', icon: IconInbox },
  { to: '/admin/newsletter', label: 'Newsletter', icon: IconMail },
  { to: '/admin/outbox', label: 'Outbox', icon: IconMailForward },
  { to: '/admin/audit-log', label: 'Audit log', icon: IconHistory },
  { to: '/admin/settings', label: 'Settings', icon: IconSettings },
] as const;

export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // An admin without a second factor, where the site requires one, gets only the set-up screen.
  const setup = useQuery({ ...trpc.auth.security.queryOptions(), enabled: Boolean(session) });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOutAndLeave = async () => {
    await signOut(queryClient);
    void navigate({ to: '/admin/login' });
  };

  const isActive = (to: string) =>
    pathname === to ||
    pathname.startsWith(`${to}/`) ||
    (to === '/admin/dashboard' && pathname === '/admin');

  return (
    <AppShell
      data-admin-portal
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Brand to="/admin/dashboard" />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              Admin
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <Button component={Link} to="/" variant="subtle" size="xs" visibleFrom="sm">
              View site
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Admin">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Stack gap={2}>
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                leftSection={<link.icon size={18} aria-hidden />}
                active={isActive(link.to)}
                aria-current={isActive(link.to) ? 'page' : undefined}
                onClick={close}
                style={{ borderRadius: 8 }}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="xs" c="dimmed">
            Signed in as
          </Text>
          <Text size="sm" fw={600} truncate>
            {session
              ? `${session.user.first_name} ${session.user.last_name}`.trim() || session.user.email
              : ''}
          </Text>
          <Text size="xs" c="dimmed" truncate mb="xs">
            {session?.user.email}
          </Text>
          <Button
            variant="light"
            color="gray"
            fullWidth
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void signOutAndLeave()}
          >
            Sign Out
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main
        style={{
          background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
        }}
      >
        {setup.data?.admin_setup_required ? <AdminSecuritySetup /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
