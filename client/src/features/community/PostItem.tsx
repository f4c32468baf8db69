import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconChevronDown, IconChevronUp, IconMessageCircle, IconPin } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData, GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ContentNoteGate, useContentNoteMode } from '../../components/ContentNoteGate.tsx';
import { EditPostDialog } from './lazy-dialogs.ts';
import { AuthorAvatar, ItemByline, authorName } from './ItemByline.tsx';
import { ItemMenu } from './ItemMenu.tsx';
import type { RuleAndReason } from '../fair-process/RuleFields.tsx';
import { ReactionBar } from './ReactionBar.tsx';
import { PostBody } from './PostBody.tsx';
import { PollBlock } from './PollBlock.tsx';
import { ScheduledNote } from './ScheduledNote.tsx';
import { ReplyList } from './ReplyList.tsx';
import { MutedGate } from '../shield/MutedGate.tsx';
import { PostShieldItems } from '../shield/shield-menu.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

const BlockFromPostDialog = lazy(() =>
  import('../shield/BlockFromPostDialog.tsx').then((m) => ({ default: m.BlockFromPostDialog })),
);

/** The post's menu actions; each reads again only this group's posts. */
function usePostActions(post: GroupPost) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const reload = () =>
    void queryClient.invalidateQueries({
      queryKey: trpc.community.posts.queryKey({ id: post.group_id }),
    });
  const onSuccess = (message: string) => () => {
    reload();
    notifications.show({ color: 'sage', message });
  };
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const remove = useMutation(
    trpc.community.deletePost.mutationOptions({ onSuccess: onSuccess(t('post.deleted')), onError }),
  );
  const hide = useMutation(
    trpc.community.hidePost.mutationOptions({ onSuccess: onSuccess(t('post.hidden')), onError }),
  );
  const unhide = useMutation(
    trpc.community.unhidePost.mutationOptions({
      onSuccess: onSuccess(t('post.shown')),
      onError,
    }),
  );
  const pin = useMutation(
    trpc.community.pinPost.mutationOptions({ onSuccess: onSuccess(t('post.pinned')), onError }),
  );
  const unpin = useMutation(
    trpc.community.unpinPost.mutationOptions({ onSuccess: onSuccess(t('post.unpinned')), onError }),
  );
  return {
    busy:
      remove.isPending || hide.isPending || unhide.isPending || pin.isPending || unpin.isPending,
    reload,
    remove: (why?: RuleAndReason) => remove.mutate({ id: post.id, ...why }),
    setHidden: (hidden: boolean, why?: RuleAndReason) =>
      hidden ? hide.mutate({ id: post.id, ...why }) : unhide.mutate({ id: post.id }),
    setPinned: (pinned: boolean) => (pinned ? pin : unpin).mutate({ id: post.id }),
  };
}

export function PostItem({ post, group }: { post: GroupPost; group: GroupData }) {
  const session = useSession();
  const { t } = useTexts(groupTexts);
  const actions = usePostActions(post);
  const [editing, setEditing] = useState(false);
  const [blocking, setBlocking] = useState(false);
  // A post's first replies show under it (until she folds them with "N replies"), and so does a
  // live reply to her own post; on others' posts a live reply only counts, so the page does not
  // move under her. Reply also puts the cursor in the reply box.
  const [chosen, setOpen] = useState<false | 'read' | 'reply' | null>(null);
  const [hadReplies] = useState(post.reply_count > 0);
  const open =
    chosen ?? (session && post.reply_count > 0 && (hadReplies || post.mine) ? 'read' : false);
  const repliesId = useId();
  const mode = useContentNoteMode(post.content_note);
  if (mode === 'hide' && !post.mine) return null;
  const name = authorName(post, t('byline.anonymous'));
  // "Who may reply: no one" leaves only its author the reply box.
  const repliesOpen = post.reply_policy !== 'nobody' || post.mine;

  return (
    <Group
      component="li"
      // Search results and notifications link here (#post-{id}); clear of the sticky nav bar.
      id={`post-${post.id}`}
      style={{ scrollMarginTop: 140 }}
      align="flex-start"
      gap="sm"
      wrap="nowrap"
    >
      <AuthorAvatar item={post} size={38} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <ItemByline
          item={post}
          menu={
            <ItemMenu
              target={{
                kind: 'post',
                id: post.id,
                mine: post.mine,
                hidden: post.hidden,
                authorName: name,
                pinned: post.pinned,
              }}
              group={group}
              busy={actions.busy}
              onEdit={() => setEditing(true)}
              onDelete={actions.remove}
              onHidden={actions.setHidden}
              onPinned={actions.setPinned}
              extra={post.mine && <PostShieldItems post={post} onBlock={() => setBlocking(true)} />}
            />
          }
        />
        {post.pinned && (
          <Badge color="plum" size="sm" leftSection={<IconPin size={12} aria-hidden />}>
            {t('post.pinnedBadge')}
          </Badge>
        )}
        {post.publish_at && <ScheduledNote at={post.publish_at} />}
        {post.held && post.mine && (
          <Text size="xs" c="dimmed">
            {t('post.heldExplained')}
          </Text>
        )}
        <ContentNoteGate note={post.content_note} own={post.mine}>
          <MutedGate muted={post.muted}>
            <PostBody content={post.content} />
            {post.poll && <PollBlock post={post} canVote={!!session && group.is_member} />}
          </MutedGate>
        </ContentNoteGate>
        <ReactionBar
          target={{ kind: 'post', ...post }}
          readOnly={!session}
          onChanged={actions.reload}
        />
        {session && (
          <Group gap={4} mt={4}>
            {group.is_member && repliesOpen && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconMessageCircle size={14} aria-hidden />}
                onClick={() => setOpen('reply')}
                aria-label={post.mine ? t('post.replyToMine') : t('post.replyTo', { name })}
              >
                {t('post.reply')}
              </Button>
            )}
            {post.reply_count > 0 && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                aria-expanded={open !== false}
                aria-controls={repliesId}
                onClick={() => setOpen(open ? false : 'read')}
                rightSection={
                  open ? (
                    <IconChevronUp size={14} aria-hidden />
                  ) : (
                    <IconChevronDown size={14} aria-hidden />
                  )
                }
              >
                {t('post.replies', { count: post.reply_count })}
              </Button>
            )}
            {post.reply_policy === 'nobody' && (
              <Text size="xs" c="dimmed" px={4}>
                {t('post.repliesOff')}
              </Text>
            )}
          </Group>
        )}
        {!session && post.reply_count > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('post.replies', { count: post.reply_count })}
          </Text>
        )}
        <div id={repliesId}>
          {open && <ReplyList post={post} group={group} focusReply={open === 'reply'} />}
        </div>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditPostDialog post={post} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      {blocking && (
        <Suspense fallback={null}>
          <BlockFromPostDialog
            postId={post.id}
            groupId={post.group_id}
            onClose={() => setBlocking(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
