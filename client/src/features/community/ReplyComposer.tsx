import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared/constants';
import type { Group as GroupData, GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDraftKey } from './draft-key.ts';
import { MentionTextarea } from './MentionTextarea.tsx';
import { useContentRules } from './content-rules.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * The small reply box under a post's replies. Like a post, a draft keeps its idempotency key across
 * retries; a stored reply reads again this post's replies and this group's posts (the reply count).
 */
export function ReplyComposer({
  post,
  group,
  focus,
}: {
  post: GroupPost;
  group: GroupData;
  /** Reply was pressed: the member asked to write, so the cursor goes to the box. */
  focus: boolean;
}) {
  const { t } = useTexts(groupTexts);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const draftKey = useDraftKey();
  const create = useMutation(
    trpc.community.createReply.mutationOptions({
      onSuccess: () => {
        draftKey.stored();
        setDraft('');
        setAnonymous(false);
        void queryClient.invalidateQueries({
          queryKey: trpc.community.replies.queryKey({ id: post.id }),
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: group.id }),
        });
      },
    }),
  );
  const rules = useContentRules();
  const valid = rules?.replyContent.safeParse(draft).success ?? false;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = rules?.replyContent.safeParse(draft);
        if (parsed?.success && !create.isPending)
          create.mutate({
            id: post.id,
            content: parsed.data,
            ...(anonymous && group.allow_anonymous && { anonymous: true }),
            idempotency_key: draftKey.current(),
          });
      }}
    >
      <Stack gap={6}>
        <MentionTextarea
          groupId={group.id}
          aria-label={t('reply.write')}
          placeholder={t('reply.write')}
          description={t('reply.formattingHelp')}
          autosize
          minRows={1}
          maxRows={6}
          size="sm"
          value={draft}
          onValueChange={setDraft}
          maxLength={LIMITS.postMax}
          ref={field}
        />
        <Group justify="space-between" gap="xs">
          {group.allow_anonymous ? (
            <Checkbox
              size="xs"
              label={t('reply.anonymous')}
              checked={anonymous}
              onChange={(e) => setAnonymous(e.currentTarget.checked)}
            />
          ) : (
            <span />
          )}
          <Button type="submit" size="compact-sm" disabled={!valid} loading={create.isPending}>
            {t('reply.send')}
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
