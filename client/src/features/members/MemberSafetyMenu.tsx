import type { ReactNode } from 'react';
import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconBan, IconFlag, IconVolumeOff } from '@tabler/icons-react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MemberRelation } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { openConfirm } from '../../lib/modals.ts';
import { openReportDialog } from '../safety/report.tsx';
import { Trans } from 'react-i18next';
import { useTexts } from '../../i18n/texts.ts';
import { membersTexts } from '../../i18n/areas/members.ts';

export interface SafetyMember {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * What a block or mute (or lifting one) changes on screen: her chat messages leave the open rooms
 * at once, and every list that filters by whom the member hides is read again.
 */
export function refreshAfterRelation(queryClient: QueryClient, userId: number, hidden: boolean) {
  if (hidden)
    queryClient.setQueriesData<{ messages: ChatMessage[] }>(
      { queryKey: trpc.chat.messages.pathKey() },
      (data) => data && { messages: data.messages.filter((m) => m.sender_id !== userId) },
    );
  for (const queryKey of [
    trpc.chat.messages.pathKey(),
    trpc.chat.conversations.pathKey(),
    trpc.community.posts.pathKey(),
    trpc.users.profile.queryKey({ id: userId }),
    trpc.users.blocks.pathKey(),
    trpc.users.mutes.pathKey(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** Block, mute and their undoing, each confirmed first; the other member is never told. */
export function useMemberSafety(member: SafetyMember) {
  const queryClient = useQueryClient();
  const { t } = useTexts(membersTexts);
  const name = `${member.first_name} ${member.last_name}`.trim();
  const title = (i18nKey: 'safety.blockTitle' | 'safety.muteTitle') => (
    <Trans t={t} i18nKey={i18nKey} values={{ name }} components={{ name: <bdi /> }} />
  );
  const options = (hidden: boolean, message: string) => ({
    onSuccess: () => {
      refreshAfterRelation(queryClient, member.id, hidden);
      notifications.show({ color: 'sage', message });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const block = useMutation(
    trpc.users.block.mutationOptions(options(true, t('safety.blocked', { name }))),
  );
  const unblock = useMutation(
    trpc.users.unblock.mutationOptions(options(false, t('safety.unblocked', { name }))),
  );
  const mute = useMutation(
    trpc.users.mute.mutationOptions(options(true, t('safety.muted', { name }))),
  );
  const unmute = useMutation(
    trpc.users.unmute.mutationOptions(options(false, t('safety.unmuted', { name }))),
  );

  return {
    name,
    pending: block.isPending || unblock.isPending || mute.isPending || unmute.isPending,
    block: () =>
      openConfirm({
        title: title('safety.blockTitle'),
        children: <Text size="sm">{t('safety.blockText')}</Text>,
        labels: { confirm: t('safety.block'), cancel: t('safety.cancel') },
        confirmProps: { color: 'red.8' },
        closeButtonProps: { 'aria-label': t('safety.close') },
        onConfirm: () => block.mutate({ id: member.id }),
      }),
    mute: () =>
      openConfirm({
        title: title('safety.muteTitle'),
        children: <Text size="sm">{t('safety.muteText')}</Text>,
        labels: { confirm: t('safety.mute'), cancel: t('safety.cancel') },
        closeButtonProps: { 'aria-label': t('safety.close') },
        onConfirm: () => mute.mutate({ id: member.id }),
      }),
    unblock: () => unblock.mutate({ id: member.id }),
    unmute: () => unmute.mutate({ id: member.id }),
    report: () => openReportDialog({ target_type: 'user', target_id: member.id, label: `${name}` }),
  };
}

/** The profile page's buttons; `leading` (Message) wraps with them as one row. */
export function MemberSafetyActions({
  member,
  relation,
  leading,
}: {
  member: SafetyMember;
  relation: MemberRelation;
  leading?: ReactNode;
}) {
  const safety = useMemberSafety(member);
  const { t } = useTexts(membersTexts);
  return (
    <Group gap="sm">
      {leading}
      <Button
        variant="default"
        leftSection={<IconVolumeOff size={16} aria-hidden />}
        onClick={relation.muted ? safety.unmute : safety.mute}
        disabled={safety.pending}
      >
        {relation.muted ? t('safety.unmute') : t('safety.mute')}
      </Button>
      <Button
        variant="default"
        c={relation.blocked ? undefined : 'var(--hc-danger-text)'}
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={relation.blocked ? safety.unblock : safety.block}
        disabled={safety.pending}
      >
        {relation.blocked ? t('safety.unblock') : t('safety.block')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={safety.report}
      >
        {t('safety.report')}
      </Button>
    </Group>
  );
}

/** A chat message's menu items for someone else's message: report it, mute or block its sender. */
export function MessageSafetyItems({ message }: { message: ChatMessage }) {
  const safety = useMemberSafety(message.sender);
  const { t } = useTexts(membersTexts);
  return (
    <>
      <Menu.Item
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() =>
          openReportDialog({
            target_type: 'message',
            target_id: message.id,
            label: t('safety.messageOf', { name: safety.name }),
          })
        }
      >
        {t('safety.report')}
      </Menu.Item>
      <Menu.Item leftSection={<IconVolumeOff size={14} aria-hidden />} onClick={safety.mute}>
        {t('safety.muteName', { name: message.sender.first_name })}
      </Menu.Item>
      <Menu.Item
        c="var(--hc-danger-text)"
        leftSection={<IconBan size={14} aria-hidden />}
        onClick={safety.block}
      >
        {t('safety.blockName', { name: message.sender.first_name })}
      </Menu.Item>
    </>
  );
}
