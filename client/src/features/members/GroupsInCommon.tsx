import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import type { GroupInCommon } from '@hercircle/shared';
import { AnchorLink } from '../../components/AnchorLink.tsx';

/**
 * The groups a member page lists: hers on her own page (private and quiet ones marked as seen by
 * her alone), the public ones they share on anyone else's.
 */
export function GroupsInCommon({
  groups,
  own,
  firstName,
}: {
  groups: GroupInCommon[];
  own: boolean;
  firstName: string;
}) {
  const title = own ? 'Your groups' : 'Groups in common';
  return (
    <Card p={{ base: 'lg', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
          {groups.length > 0 && (
            <Text component="span" c="dimmed" fw={400} inherit>
              {' '}
              ({groups.length})
            </Text>
          )}
        </Title>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {own
              ? 'You have not joined a group yet.'
              : `You and ${firstName} share no public group yet.`}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {groups.map((g) => (
              <Group key={g.id} component="li" gap="xs" wrap="nowrap">
                {g.is_private ? (
                  <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
                ) : (
                  <IconUsers size={16} aria-hidden style={{ flexShrink: 0 }} />
                )}
                <AnchorLink
                  to="/community/group/$groupId"
                  params={{ groupId: g.id }}
                  size="sm"
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {g.name}
                </AnchorLink>
                {g.is_private && (
                  <Text size="xs" c="dimmed">
                    Private
                  </Text>
                )}
                {g.quiet && (
                  <Text size="xs" c="dimmed">
                    Quiet
                  </Text>
                )}
                {/* The server never shows anyone else her private groups or quiet memberships. */}
                {own && (g.is_private || g.quiet) && (
                  <Badge size="xs" color="gray" variant="light">
                    Only you see this
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
