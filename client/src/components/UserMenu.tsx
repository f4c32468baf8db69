import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMessageCircle, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { initials } from '../lib/auth.ts';
import type { Session } from '../lib/session.ts';
import { signOut } from '../lib/sign-out.ts';
import { useTexts } from '../i18n/texts.ts';
import { frameTexts } from '../i18n/areas/frame.ts';

export function UserAvatar({
  user,
  size = 36,
  decorative = false,
}: {
  user: Session['user'];
  size?: number;
  decorative?: boolean;
}) {
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Avatar
      src={user.profile_picture}
      alt={decorative ? '' : name}
      size={size}
      radius="xl"
      color="plum"
    >
      {initials(user.first_name, user.last_name)}
    </Avatar>
  );
}

export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTexts(frameTexts);
  // "Messages" is the top bar's word too (the frame's catalogue, i18n/en.ts).
  const { t: tNav } = useTranslation();
  const { user } = session;
  const fullName = `${user.first_name} ${user.last_name}`;

  const logOut = async () => {
    // The spec: logout clears the session and returns home (and the server's session ends too).
    await signOut(queryClient);
    void navigate({ to: '/' });
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: 999 }}>
          <UserAvatar user={user} decorative />
          <span className="sr-only">{t('userMenu.label', { name: fullName })}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} c="var(--mantine-color-text)" size="sm" truncate dir="auto">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/messages"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
        >
          {tNav('nav.messages')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item onClick={() => void logOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('userMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
