import { useState } from 'react';
import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EngagedMember } from '@hercircle/shared';
import { FormModal } from '../../components/FormModal.tsx';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';

function what(m: EngagedMember): string {
  if (m.reacted && m.replied) return 'Reacted and replied';
  return m.reacted ? 'Reacted' : 'Replied';
}

/**
 * "Block people" on her own post: everyone who reacted to it or replied to it by name, with a
 * checkbox each; "Block selected" blocks them at once, silently, as a member page's Block does.
 */
export function BlockFromPostDialog({
  postId,
  groupId,
  onClose,
}: {
  postId: number;
  groupId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const engaged = useQuery(trpc.community.postEngaged.queryOptions({ id: postId }));
  const [chosen, setChosen] = useState<number[]>([]);
  const block = useMutation(
    trpc.community.blockFromPost.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.community.postEngaged.queryKey({ id: postId }), data);
        void queryClient.invalidateQueries({ queryKey: trpc.users.blocks.pathKey() });
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: groupId }),
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.community.replies.queryKey({ id: postId }),
        });
        notifications.show({
          color: 'sage',
          message: chosen.length === 1 ? 'Blocked 1 member.' : `Blocked ${chosen.length} members.`,
        });
        onClose();
      },
    }),
  );
  const users = engaged.data?.users ?? [];

  return (
    <FormModal
      opened
      onClose={onClose}
      title="Block people from this post"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen.length > 0) block.mutate({ id: postId, user_ids: chosen });
      }}
      error={block.error}
      submitLabel="Block selected"
      submitProps={{ color: 'red', disabled: chosen.length === 0, loading: block.isPending }}
    >
      <Text size="sm" c="dimmed">
        They are not told. You stop seeing each other’s posts, replies and messages.
      </Text>
      {engaged.isPending ? (
        <Skeleton h={60} role="status" aria-label="Loading who reacted or replied" />
      ) : engaged.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(engaged.error)}
        </Text>
      ) : users.length === 0 ? (
        <Text size="sm">Nobody has reacted or replied by name yet.</Text>
      ) : (
        <Checkbox.Group
          label="People who reacted or replied"
          value={chosen.map(String)}
          onChange={(values) => setChosen(values.map(Number))}
        >
          <Stack gap="xs" mt="xs">
            {users.map((m) => (
              <Checkbox
                key={m.id}
                value={String(m.id)}
                disabled={m.blocked}
                label={`${m.first_name} ${m.last_name}`}
                description={m.blocked ? 'Blocked' : what(m)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </FormModal>
  );
}
