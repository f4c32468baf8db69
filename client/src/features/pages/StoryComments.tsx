import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared/constants';
import type { StoryComment } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { FormattedText } from '../../components/FormattedText.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { openReportDialog } from '../safety/report.tsx';
import { MutedGate } from '../shield/MutedGate.tsx';
import { useDraftKey } from '../community/draft-key.ts';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';

/** Her name; `anonymous` for a comment that names nobody. */
function authorOf(c: StoryComment, anonymous: string): string {
  return c.user ? `${c.user.first_name} ${c.user.last_name}`.trim() : anonymous;
}

function CommentItem({ comment, storyId }: { comment: StoryComment; storyId: number }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { t } = useTexts(storiesTexts);
  const { relativeTime } = useDates();
  const author = authorOf(comment, t('comments.anonymous'));
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
          <bdi>{author}</bdi>{' '}
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
              {t('comments.delete')}
            </Button>
          ) : (
            session && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconFlag size={12} aria-hidden />}
                aria-label={t('comments.reportLabel', { name: author })}
                onClick={() => openReportDialog({ target_type: 'comment', target_id: comment.id })}
              >
                {t('comments.report')}
              </Button>
            )
          )}
        </Group>
      </Group>
      {comment.hidden && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('comments.hidden')}
        </Text>
      )}
      <MutedGate muted={comment.muted}>
        <div dir="auto">
          <FormattedText source={comment.content} ugc fz="sm" />
        </div>
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
  const { t } = useTexts(storiesTexts);
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
          label={t('comments.add')}
          placeholder={t('comments.placeholder')}
          // Her comment runs the way her language does (on the field itself, not its wrapper).
          attributes={{ input: { dir: 'auto' } }}
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
            label={t('comments.anonymously')}
            checked={anonymous}
            onChange={(e) => setAnonymous(e.currentTarget.checked)}
          />
          <Button type="submit" disabled={!text} loading={create.isPending}>
            {t('comments.post')}
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
  const { t } = useTexts(storiesTexts);
  const comments = useQuery(trpc.content.storyComments.queryOptions({ id: storyId }));
  const count = comments.data?.total ?? 0;
  return (
    <section aria-labelledby="comments-heading" style={{ marginTop: 48 }}>
      <Title order={2} fz="xl" id="comments-heading" mb="md">
        {comments.data ? t('comments.titleCount', { total: count }) : t('comments.title')}
      </Title>
      {comments.isError && (
        <Alert color="red" variant="light" mb="md">
          {errorMessage(comments.error)}
        </Alert>
      )}
      {comments.data && count === 0 && (
        <Text c="dimmed" mb="md">
          {t('comments.none')}
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
            {t('comments.membersOnly')}
          </Text>
          <ButtonLink
            to="/sign-in"
            search={{ redirect: `/stories/${storyId}` }}
            variant="outline"
            size="xs"
          >
            {t('comments.signIn')}
          </ButtonLink>
        </Group>
      )}
    </section>
  );
}
