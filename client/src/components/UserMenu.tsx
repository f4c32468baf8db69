import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMessageCircle, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { initials } from '../lib/auth.ts';
import type { Session } from '../lib/session.ts';
import { signOut } from '../lib/sign-out.ts';

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
          <span className="sr-only">Account menu for {fullName}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} c="var(--mantine-color-text)" size="sm" truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/messages"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
        >
          Messages
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Menu.Item>
        <Menu.Item onClick={() => void logOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
