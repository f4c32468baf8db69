import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, postContent, type GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';

/**
 * The author's edit of her post, in a dialog that starts from what she wrote: it is mounted only
 * while open, so each opening starts from the post as it is now.
 */
export function EditPostDialog({ post, onClose }: { post: GroupPost; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(post.content);
  const update = useMutation(
    trpc.community.updatePost.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: post.group_id }),
        });
        notifications.show({ color: 'sage', message: 'Post updated.' });
        onClose();
      },
    }),
  );
  const parsed = postContent.safeParse(draft);

  return (
    <FormModal
      opened
      onClose={onClose}
      title="Edit post"
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.success && !update.isPending)
          update.mutate({ id: post.id, content: parsed.data });
      }}
      error={update.error}
      submitLabel="Save"
      submitProps={{ loading: update.isPending, disabled: !parsed.success }}
    >
      <Textarea
        label="Your post"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LIMITS.postMax}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        error={fieldErrors(update.error).content}
        data-autofocus
      />
    </FormModal>
  );
}
