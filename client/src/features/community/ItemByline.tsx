import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconClock, IconEyeOff, IconUser } from '@tabler/icons-react';
import type { GroupPost } from '@hercircle/shared';
import { relativeTime, shortDate } from '../../lib/dates.ts';
import { InZone } from '../../components/InZone.tsx';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

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

/** Her name, or `anonymous` ("Anonymous member" in the reader's language). */
export const authorName = ({ user }: { user: GroupPost['user'] }, anonymous: string) =>
  user ? `${user.first_name} ${user.last_name}` : anonymous;

/** The alt of a picture that says nothing the name beside it does not (no text to translate). */
const DECORATIVE = '';

/** Her picture linking to her page, or a neutral figure for an anonymous author. */
export function AuthorAvatar({ item, size }: { item: BylineItem; size: number }) {
  if (item.user) return <MemberAvatar user={item.user} size={size} />;
  return (
    <Avatar alt={DECORATIVE} size={size} radius="xl" color="gray">
      <IconUser size={size * 0.55} aria-hidden />
    </Avatar>
  );
}

/** Name (a link to her page), time, "edited", the hidden mark, and the item's menu at the end. */
export function ItemByline({ item, menu }: { item: BylineItem; menu: ReactNode }) {
  const { t, i18n } = useTexts(groupTexts);
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="xs" style={{ minWidth: 0 }}>
        {item.user ? (
          <bdi style={{ minWidth: 0 }}>
            <MemberName user={item.user} />
          </bdi>
        ) : (
          <Text fw={600} size="sm">
            {t('byline.anonymous')}
            {item.mine && (
              <Text component="span" c="dimmed" fw={400} inherit>
                {' '}
                {t('byline.you')}
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
              title={shortDate(item.created_at, zone, i18n.language)}
            >
              {relativeTime(item.created_at, undefined, zone, i18n.language)}
            </Text>
          )}
        </InZone>
        {item.edited_at && (
          <InZone>
            {(zone) => (
              <Text
                size="xs"
                c="dimmed"
                title={t('byline.editedAt', {
                  date: shortDate(item.edited_at!, zone, i18n.language),
                })}
              >
                {t('byline.edited')}
              </Text>
            )}
          </InZone>
        )}
        {item.held ? (
          <Badge color="plum" size="sm" leftSection={<IconClock size={12} aria-hidden />}>
            {t('byline.held')}
          </Badge>
        ) : (
          item.hidden && (
            <Badge color="red" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />}>
              {t('byline.hiddenByModerators')}
            </Badge>
          )
        )}
      </Group>
      {menu}
    </Group>
  );
}
