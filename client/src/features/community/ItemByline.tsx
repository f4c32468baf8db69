import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconClock, IconEyeOff, IconUser } from '@tabler/icons-react';
import { ANONYMOUS_NAME } from '@hercircle/shared/constants';
import { NEW_ACCOUNT_TEXTS } from '@hercircle/shared/messages';
import type { GroupPost } from '@hercircle/shared';
import { relativeTime, shortDate } from '../../lib/dates.ts';
import { InZone } from '../../components/InZone.tsx';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';

/** A post or reply as its byline needs it: `user` is null for an anonymous one. */
export interface BylineItem {
  user: GroupPost['user'];
  mine: boolean;
  hidden: boolean;
  /** A new account's repeated post, waiting for a moderator (posts only). */
  held?: boolean;
  created_at: string;
  edited_at: string | null;
}

export const authorName = ({ user }: { user: GroupPost['user'] }) =>
  user ? `${user.first_name} ${user.last_name}` : ANONYMOUS_NAME;

/** Her picture linking to her page, or a neutral figure for an anonymous author. */
export function AuthorAvatar({ item, size }: { item: BylineItem; size: number }) {
  if (item.user) return <MemberAvatar user={item.user} size={size} />;
  return (
    <Avatar alt="" size={size} radius="xl" color="gray">
      <IconUser size={size * 0.55} aria-hidden />
    </Avatar>
  );
}

/** Name (a link to her page), time, "edited", the hidden mark, and the item's menu at the end. */
export function ItemByline({ item, menu }: { item: BylineItem; menu: ReactNode }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="xs" style={{ minWidth: 0 }}>
        {item.user ? (
          <MemberName user={item.user} />
        ) : (
          <Text fw={600} size="sm">
            {ANONYMOUS_NAME}
            {item.mine && (
              <Text component="span" c="dimmed" fw={400} inherit>
                {' '}
                (you)
              </Text>
            )}
          </Text>
        )}
        <InZone>
          {(zone) => (
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={item.created_at}
              title={shortDate(item.created_at, zone)}
            >
              {relativeTime(item.created_at, undefined, zone)}
            </Text>
          )}
        </InZone>
        {item.edited_at && (
          <InZone>
            {(zone) => (
              <Text size="xs" c="dimmed" title={`Edited ${shortDate(item.edited_at!, zone)}`}>
                · edited
              </Text>
            )}
          </InZone>
        )}
        {item.held ? (
          <Badge color="plum" size="sm" leftSection={<IconClock size={12} aria-hidden />}>
            {NEW_ACCOUNT_TEXTS.held}
          </Badge>
        ) : (
          item.hidden && (
            <Badge color="red" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />}>
              Hidden by moderators
            </Badge>
          )
        )}
      </Group>
      {menu}
    </Group>
  );
}
