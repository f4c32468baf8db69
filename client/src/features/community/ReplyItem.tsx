import { Suspense, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData, GroupReply } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { EditReplyDialog } from './lazy-dialogs.ts';
import { AuthorAvatar, ItemByline, authorName } from './ItemByline.tsx';
import { ItemMenu } from './ItemMenu.tsx';
import type { RuleAndReason } from '../fair-process/RuleFields.tsx';
import { ReactionBar } from './ReactionBar.tsx';
import { PostBody } from './PostBody.tsx';
import { CollapsedGate, MutedGate } from '../shield/MutedGate.tsx';
import { ReplyShieldItem } from '../shield/shield-menu.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * A reply's text as she may read it: hidden by the post's author, it is collapsed for the post's
 * author and moderators, a plain line for everyone else (the server sends them no text), and hers
 * with a note; with a word she muted, collapsed until she asks.
 */
function ReplyText({ reply }: { reply: GroupReply }) {
  const { t } = useTexts(groupTexts);
  const text = <PostBody content={reply.content} />;
  if (!reply.hidden_by_author) return <MutedGate muted={reply.muted}>{text}</MutedGate>;
  if (reply.mine)
    return (
      <>
        <Text size="xs" c="dimmed">
          {t('reply.hiddenYours')}
        </Text>
        {text}
      </>
    );
  if (reply.content === '')
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('reply.hiddenByAuthor')}
      </Text>
    );
  return (
    <CollapsedGate collapsed label={t('reply.hiddenByAuthor')}>
      {text}
    </CollapsedGate>
  );
}

/**
 * A reply's menu actions. Each reads again this post's replies; a delete also this group's posts,
 * whose reply count it changed.
 */
function useReplyActions(reply: GroupReply, groupId: number) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const reload = () =>
    void queryClient.invalidateQueries({
      queryKey: trpc.community.replies.queryKey({ id: reply.post_id }),
    });
  const repliesChanged = (message: string) => () => {
    reload();
    notifications.show({ color: 'sage', message });
  };
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const remove = useMutation(
    trpc.community.deleteReply.mutationOptions({
      onSuccess: () => {
        repliesChanged(t('reply.deleted'))();
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: groupId }),
        });
      },
      onError,
    }),
  );
  const hide = useMutation(
    trpc.community.hideReply.mutationOptions({
      onSuccess: repliesChanged(t('reply.hidden')),
      onError,
    }),
  );
  const unhide = useMutation(
    trpc.community.unhideReply.mutationOptions({
      onSuccess: repliesChanged(t('reply.shown')),
      onError,
    }),
  );
  return {
    busy: remove.isPending || hide.isPending || unhide.isPending,
    reload,
    remove: (why?: RuleAndReason) => remove.mutate({ id: reply.id, ...why }),
    setHidden: (hidden: boolean, why?: RuleAndReason) =>
      hidden ? hide.mutate({ id: reply.id, ...why }) : unhide.mutate({ id: reply.id }),
  };
}

export function ReplyItem({
  reply,
  group,
  postMine = false,
}: {
  reply: GroupReply;
  group: GroupData;
  /** The viewer wrote the post: she may hide its replies. */
  postMine?: boolean;
}) {
  const { t } = useTexts(groupTexts);
  const actions = useReplyActions(reply, group.id);
  const [editing, setEditing] = useState(false);
  return (
    <Group component="li" align="flex-start" gap="xs" wrap="nowrap">
      <AuthorAvatar item={reply} size={28} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <ItemByline
          item={reply}
          menu={
            <ItemMenu
              target={{
                kind: 'reply',
                id: reply.id,
                mine: reply.mine,
                hidden: reply.hidden,
                authorName: authorName(reply, t('byline.anonymous')),
              }}
              group={group}
              busy={actions.busy}
              onEdit={() => setEditing(true)}
              onDelete={actions.remove}
              onHidden={actions.setHidden}
              extra={postMine && !reply.mine && <ReplyShieldItem reply={reply} />}
            />
          }
        />
        <ReplyText reply={reply} />
        <ReactionBar
          target={{ kind: 'reply', ...reply }}
          readOnly={false}
          onChanged={actions.reload}
        />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditReplyDialog reply={reply} groupId={group.id} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Group>
  );
}
