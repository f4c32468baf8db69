import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared/constants';
import type { StoryComment } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { relativeTime } from '../../lib/dates.ts';
import { FormattedText } from '../../components/FormattedText.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { openReportDialog } from '../safety/report.tsx';
import { MutedGate } from '../shield/MutedGate.tsx';
import { useDraftKey } from '../community/draft-key.ts';

function authorOf(c: StoryComment): string {
  return c.user ? `${c.user.first_name} ${c.user.last_name}`.trim() : 'Anonymous member';
}

function CommentItem({ comment, storyId }: { comment: StoryComment; storyId: number }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.content.deleteStoryComment.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: trpc.content.storyComments.queryKey({ id: storyId }),
        }),
    }),
  );
  return (
    <Paper component="li" withBorder p="md" radius="md" id={`comment-${comment.id}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600}>
          {authorOf(comment)}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            · {relativeTime(comment.created_at)}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap">
          {comment.mine ? (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconTrash size={12} aria-hidden />}
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: comment.id })}
            >
              Delete
            </Button>
          ) : (
            session && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconFlag size={12} aria-hidden />}
                aria-label={`Report comment by ${authorOf(comment)}`}
                onClick={() => openReportDialog({ target_type: 'comment', target_id: comment.id })}
              >
                Report
              </Button>
            )
          )}
        </Group>
      </Group>
      {comment.hidden && (
        <Text size="xs" c="dimmed" mt={4}>
          Hidden by moderators: only you can see this comment.
        </Text>
      )}
      <MutedGate muted={comment.muted}>
        <FormattedText source={comment.content} ugc fz="sm" />
      </MutedGate>
      {remove.isError && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      )}
    </Paper>
  );
}

function CommentForm({ storyId }: { storyId: number }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const draftKey = useDraftKey();
  const create = useMutation(
    trpc.content.createStoryComment.mutationOptions({
      onSuccess: () => {
        draftKey.stored();
        setDraft('');
        setAnonymous(false);
        void queryClient.invalidateQueries({
          queryKey: trpc.content.storyComments.queryKey({ id: storyId }),
        });
      },
    }),
  );
  const text = draft.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (text && !create.isPending)
          create.mutate({
            id: storyId,
            content: text,
            ...(anonymous && { anonymous: true }),
            idempotency_key: draftKey.current(),
          });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          placeholder="Be kind: a real person wrote this."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={LIMITS.postMax}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            size="sm"
            label="Comment anonymously"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.currentTarget.checked)}
          />
          <Button type="submit" disabled={!text} loading={create.isPending}>
            Post comment
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

/**
 * A story's comments: members write them; visitors read them, with a way to sign in and join in.
 * Anonymous comments name nobody; blocks, mutes and hiding are applied by the server.
 */
export function StoryComments({ storyId }: { storyId: number }) {
  const session = useSession();
  const comments = useQuery(trpc.content.storyComments.queryOptions({ id: storyId }));
  const count = comments.data?.total ?? 0;
  return (
    <section aria-labelledby="comments-heading" style={{ marginTop: 48 }}>
      <Title order={2} fz="xl" id="comments-heading" mb="md">
        {comments.data ? `Comments (${count})` : 'Comments'}
      </Title>
      {comments.isError && (
        <Alert color="red" variant="light" mb="md">
          {errorMessage(comments.error)}
        </Alert>
      )}
      {comments.data && count === 0 && (
        <Text c="dimmed" mb="md">
          No comments yet.
        </Text>
      )}
      {comments.data && count > 0 && (
        <Stack component="ul" gap="sm" mb="lg" style={{ listStyle: 'none', padding: 0 }}>
          {comments.data.comments.map((c) => (
            <CommentItem key={c.id} comment={c} storyId={storyId} />
          ))}
        </Stack>
      )}
      {session ? (
        <CommentForm storyId={storyId} />
      ) : (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Members can comment on stories.
          </Text>
          <ButtonLink
            to="/sign-in"
            search={{ redirect: `/stories/${storyId}` }}
            variant="outline"
            size="xs"
          >
            Sign in to comment
          </ButtonLink>
        </Group>
      )}
    </section>
  );
}
