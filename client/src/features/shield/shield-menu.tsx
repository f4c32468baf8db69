import { Menu } from '@mantine/core';
import {
  IconBan,
  IconEye,
  IconEyeOff,
  IconMessageCircleOff,
  IconMessageCircle,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPost, GroupReply } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTexts } from '../../i18n/texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';

const onError = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error) });

/** Her own post's menu items: replies off or on, and blocking people who reacted or replied. */
export function PostShieldItems({ post, onBlock }: { post: GroupPost; onBlock: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(safetyTexts);
  const policy = useMutation(
    trpc.community.setReplyPolicy.mutationOptions({
      onSuccess: (data) => {
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: post.group_id }),
        });
        notifications.show({
          color: 'sage',
          message: t(
            data.post.reply_policy === 'nobody' ? 'shield.repliesOff' : 'shield.repliesOn',
          ),
        });
      },
      onError,
    }),
  );
  const off = post.reply_policy === 'nobody';
  return (
    <>
      <Menu.Item
        leftSection={
          off ? (
            <IconMessageCircle size={14} aria-hidden />
          ) : (
            <IconMessageCircleOff size={14} aria-hidden />
          )
        }
        disabled={policy.isPending}
        onClick={() => policy.mutate({ id: post.id, reply_policy: off ? 'everyone' : 'nobody' })}
      >
        {t(off ? 'shield.turnRepliesOn' : 'shield.turnRepliesOff')}
      </Menu.Item>
      <Menu.Item leftSection={<IconBan size={14} aria-hidden />} onClick={onBlock}>
        {t('shield.blockPeople')}
      </Menu.Item>
    </>
  );
}

/** On her own post, a reply's menu item: hide it from everyone (collapsed), or show it again. */
export function ReplyShieldItem({ reply }: { reply: GroupReply }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(safetyTexts);
  const hide = useMutation(
    trpc.community.hideReplyAsAuthor.mutationOptions({
      onSuccess: (data) => {
        void queryClient.invalidateQueries({
          queryKey: trpc.community.replies.queryKey({ id: reply.post_id }),
        });
        notifications.show({
          color: 'sage',
          message: t(data.reply.hidden_by_author ? 'shield.replyHidden' : 'shield.replyShown'),
        });
      },
      onError,
    }),
  );
  const hidden = reply.hidden_by_author;
  return (
    <Menu.Item
      leftSection={
        hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />
      }
      disabled={hide.isPending}
      onClick={() => hide.mutate({ id: reply.id, hidden: !hidden })}
    >
      {t(hidden ? 'shield.unhideReply' : 'shield.hideReply')}
    </Menu.Item>
  );
}
