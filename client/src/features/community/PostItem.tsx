import { useState } from 'react';
import { ActionIcon, Avatar, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData, GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { initials, useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { openConfirm } from '../../lib/modals.ts';
import { relativeTime, shortDate } from '../../lib/dates.ts';
import { EditPostDialog } from './EditPostDialog.tsx';

/** Its author edits or deletes a post; the group's admins and site admins delete any. */
function PostMenu({ post, group, name }: { post: GroupPost; group: GroupData; name: string }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const own = session?.user.id === post.user_id;
  const canDelete = own || group.my_role === 'admin' || session?.user.role === 'admin';
  const remove = useMutation(
    trpc.community.deletePost.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: post.group_id }),
        });
        notifications.show({ color: 'sage', message: 'Post deleted.' });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );
  if (!canDelete) return null;

  const confirmDelete = () =>
    openConfirm({
      title: 'Delete this post?',
      children: (
        <Text size="sm">
          {own
            ? 'It disappears from the discussion for everyone. This cannot be undone.'
            : `${name}’s post disappears from the discussion for everyone. This cannot be undone.`}
        </Text>
      ),
      labels: { confirm: 'Delete post', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: post.id }),
    });

  return (
    <>
      {/* Mantine's focus placeholder is a focusable role=presentation div inside role=menu, which
          axe flags (aria-required-children); without it the first item takes focus on opening. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={remove.isPending}
            aria-label={own ? 'Actions for your post' : `Actions for ${name}’s post`}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {own && (
            <Menu.Item
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Menu.Item>
          )}
          {/* Red text on the neutral hover: a coloured item's red tint under red text fails 4.5:1. */}
          <Menu.Item
            c="red.8"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={confirmDelete}
          >
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editing && <EditPostDialog post={post} onClose={() => setEditing(false)} />}
    </>
  );
}

export function PostItem({ post, group }: { post: GroupPost; group: GroupData }) {
  const name = `${post.user.first_name} ${post.user.last_name}`;
  return (
    <Group component="li" align="flex-start" gap="sm" wrap="nowrap">
      <Avatar src={post.user.profile_picture} alt="" radius="xl" color="plum">
        {initials(post.user.first_name, post.user.last_name)}
      </Avatar>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={post.created_at}
              title={shortDate(post.created_at)}
            >
              {relativeTime(post.created_at)}
            </Text>
            {post.edited_at && (
              <Text size="xs" c="dimmed" title={`Edited ${shortDate(post.edited_at)}`}>
                · edited
              </Text>
            )}
          </Group>
          <PostMenu post={post} group={group} name={name} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
      </div>
    </Group>
  );
}
