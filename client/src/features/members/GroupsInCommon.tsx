import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import type { GroupInCommon } from '@hercircle/shared';
import { Trans } from 'react-i18next';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { membersTexts } from '../../i18n/areas/members.ts';

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
  const { t, i18n } = useTexts(membersTexts);
  const title = own ? t('groups.yours') : t('groups.inCommon');
  return (
    <Card p={{ base: 'lg', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
          {groups.length > 0 && (
            <Text component="span" c="dimmed" fw={400} inherit>
              {' '}
              ({new Intl.NumberFormat(i18n.language).format(groups.length)})
            </Text>
          )}
        </Title>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {own ? (
              t('groups.noneOwn')
            ) : (
              <Trans
                t={t}
                i18nKey="groups.noneShared"
                values={{ name: firstName }}
                components={{ name: <bdi /> }}
              />
            )}
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
                  dir="auto"
                >
                  {g.name}
                </AnchorLink>
                {g.is_private && (
                  <Text size="xs" c="dimmed">
                    {t('groups.private')}
                  </Text>
                )}
                {g.quiet && (
                  <Text size="xs" c="dimmed">
                    {t('groups.quiet')}
                  </Text>
                )}
                {/* The server never shows anyone else her private groups or quiet memberships. */}
                {own && (g.is_private || g.quiet) && (
                  <Badge size="xs" color="gray" variant="light">
                    {t('groups.onlyYou')}
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
