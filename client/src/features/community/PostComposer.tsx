import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type ContentNote } from '@hercircle/shared/constants';
import type { Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { LazyContentNoteSelect } from './LazyContentNoteSelect.tsx';
import { useContentRules } from './content-rules.ts';
import { useDraftKey } from './draft-key.ts';
import { MentionTextarea } from './MentionTextarea.tsx';

/**
 * A member's new post: its text, an optional content note and, where the group allows it, "Post
 * anonymously". A double click or a retry of the same draft carries the same idempotency key, so
 * the server stores it once.
 */
export function PostComposer({ group, onPosted }: { group: GroupData; onPosted: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<ContentNote | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  const [repliesOff, setRepliesOff] = useState(false);
  const draftKey = useDraftKey();
  const create = useMutation(
    trpc.community.post.mutationOptions({
      onSuccess: () => {
        draftKey.stored();
        setDraft('');
        setNote(null);
        setAnonymous(false);
        setRepliesOff(false);
        onPosted();
        // The new post appears on top: this group's first page is read again.
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: group.id }),
        });
        notifications.show({ color: 'sage', message: 'Posted.' });
      },
    }),
  );
  const rules = useContentRules();
  const valid = rules?.postContent.safeParse(draft).success ?? false;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = rules?.postContent.safeParse(draft);
        if (parsed?.success && !create.isPending)
          create.mutate({
            id: group.id,
            content: parsed.data,
            ...(note && { content_note: note }),
            ...(anonymous && group.allow_anonymous && { anonymous: true }),
            ...(repliesOff && { reply_policy: 'nobody' as const }),
            idempotency_key: draftKey.current(),
          });
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          groupId={group.id}
          aria-label="Write a post"
          placeholder={`Share something with ${group.name}`}
          autosize
          minRows={3}
          maxRows={10}
          value={draft}
          onValueChange={setDraft}
          maxLength={LIMITS.postMax}
        />
        <Group align="flex-end" justify="space-between" gap="sm">
          <Stack gap="xs" style={{ flex: '1 1 16rem', maxWidth: '24rem' }}>
            <LazyContentNoteSelect value={note} onChange={setNote} />
            {group.allow_anonymous && (
              <Checkbox
                label="Post anonymously"
                description="Everyone, group admins included, sees “Anonymous member”."
                checked={anonymous}
                onChange={(e) => setAnonymous(e.currentTarget.checked)}
              />
            )}
            <Checkbox
              label="Turn off replies"
              description="Nobody else can reply. You can turn them on from the post’s menu."
              checked={repliesOff}
              onChange={(e) => setRepliesOff(e.currentTarget.checked)}
            />
          </Stack>
          {/* ml auto: on a narrow screen the button wraps under the options and stays at the right. */}
          <Button type="submit" disabled={!valid} loading={create.isPending} ml="auto">
            Post
          </Button>
        </Group>
        {create.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
