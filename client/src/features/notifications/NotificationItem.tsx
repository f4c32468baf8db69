import type { MouseEvent } from 'react';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { createInstance, type TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { trpc } from '../../lib/trpc.ts';
import { MemberAvatar } from '../members/MemberName.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { notificationsTexts } from '../../i18n/areas/notifications.ts';

export type Notification = inferOutput<typeof trpc.notifications.list>['notifications'][number];

type NotificationsT = TFunction<'notifications'>;

/**
 * A notification's sentence, made here from its kind (the server stores no words): its key in the
 * notifications area and what fills it in. Kinds about someone's act name her (or "Anonymous
 * member"); the others stand alone.
 */
function notificationMessage(n: Notification, t: NotificationsT) {
  const name = n.actor ? `${n.actor.first_name} ${n.actor.last_name}` : t('anonymous');
  // Reactions to one post or reply arrive batched: "Amara Okafor and 3 others reacted to your post".
  if (n.kind === 'reaction') {
    const item = n.target.type === 'reply' ? 'Reply' : 'Post';
    return n.others_count > 0
      ? ({ key: `kinds.reaction${item}Others`, values: { name, count: n.others_count } } as const)
      : ({ key: `kinds.reaction${item}`, values: { name } } as const);
  }
  return { key: `kinds.${n.kind}`, values: { name } } as const;
}

let english: NotificationsT | undefined;

/** English, for a caller with no page around it (the spec's words). */
function englishT(): NotificationsT {
  if (!english) {
    const i18n = createInstance({
      lng: 'en',
      ns: ['notifications'],
      defaultNS: 'notifications',
      resources: { en: { notifications: notificationsTexts.en } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    void i18n.init();
    english = i18n.getFixedT('en', 'notifications');
  }
  return english;
}

/** A notification's sentence as plain text, in English unless her `t` is given. */
export function notificationText(n: Notification, t: NotificationsT = englishT()): string {
  const { key, values } = notificationMessage(n, t);
  return t(key, values).replace(/<\/?name>/g, '');
}

/**
 * One notification as a link to its target: a real href (new tab, copy link) that navigates inside
 * the app on a plain click and marks it read.
 */
export function NotificationLink({ n, onOpen }: { n: Notification; onOpen?: () => void }) {
  const { t } = useTexts(notificationsTexts);
  const { key, values } = notificationMessage(n, t);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const read = useMutation(
    trpc.notifications.read.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() }),
    }),
  );
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (n.read_at === null) read.mutate({ id: n.id });
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onOpen?.();
    void navigate({ href: n.url });
  };
  // Her picture links to her page (the whole text links to the target); it closes the bell too.
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {n.actor && (
        <Box onClick={onOpen} style={{ flexShrink: 0 }}>
          <MemberAvatar user={n.actor} size={28} />
        </Box>
      )}
      <Anchor href={n.url} onClick={onClick} c="inherit" underline="hover">
        <Text size="sm" fw={n.read_at === null ? 700 : 400} component="span">
          <Trans t={t} i18nKey={key} values={values} components={{ name: <bdi /> }} />
        </Text>
      </Anchor>
    </Group>
  );
}
