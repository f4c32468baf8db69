import type { MouseEvent } from 'react';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { NOTIFICATION_TEXTS } from '@hercircle/shared/messages';
import { trpc } from '../../lib/trpc.ts';
import { MemberAvatar } from '../members/MemberName.tsx';

export type Notification = inferOutput<typeof trpc.notifications.list>['notifications'][number];

const WHAT: Record<Notification['kind'], string> = {
  reply: 'replied to your post',
  mention: 'mentioned you',
  reaction: 'reacted to your post',
  join_request: 'asked to join your group',
  request_approved: 'Your request to join a group was approved',
  request_declined: 'Your request to join a group was declined',
  message_request: 'sent you a message request',
  ...NOTIFICATION_TEXTS,
};
// Kinds about someone's act name her (or "Anonymous member"); the others stand alone.
const BY_SOMEONE = new Set<Notification['kind']>([
  'reply',
  'mention',
  'reaction',
  'join_request',
  'message_request',
]);

export function notificationText(n: Notification): string {
  if (!BY_SOMEONE.has(n.kind)) return WHAT[n.kind];
  const who = n.actor ? `${n.actor.first_name} ${n.actor.last_name}` : 'Anonymous member';
  // Reactions to one post or reply arrive batched: "Amara Okafor and 3 others reacted to your post".
  if (n.kind === 'reaction') {
    const others = n.others_count === 1 ? ' and 1 other' : ` and ${n.others_count} others`;
    const item = n.target.type === 'reply' ? 'reply' : 'post';
    return `${who}${n.others_count > 0 ? others : ''} reacted to your ${item}`;
  }
  return `${who} ${WHAT[n.kind]}`;
}

/**
 * One notification as a link to its target: a real href (new tab, copy link) that navigates inside
 * the app on a plain click and marks it read.
 */
export function NotificationLink({ n, onOpen }: { n: Notification; onOpen?: () => void }) {
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
          {notificationText(n)}
        </Text>
      </Anchor>
    </Group>
  );
}
