import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { PAGE_SIZES } from '@hercircle/shared/constants';
import type { Group as GroupData, GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { authorName } from './ItemByline.tsx';
import { ReplyComposer } from './ReplyComposer.tsx';
import { ReplyItem } from './ReplyItem.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

const PAGE = PAGE_SIZES.members;
/** Replies shown before "Show N more replies": a long thread does not bury the next post. */
const FIRST = 3;

/** A post's replies, oldest first, then the reply box for members of the group. */
export function ReplyList({
  post,
  group,
  focusReply,
}: {
  post: GroupPost;
  group: GroupData;
  focusReply: boolean;
}) {
  // The first three, then pages one after another: "Show N more replies" adds the next without
  // reading the earlier ones again.
  const { t } = useTexts(groupTexts);
  const [pages, setPages] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      trpc.community.replies.queryOptions(
        i === 0
          ? { id: post.id, limit: FIRST, offset: 0 }
          : { id: post.id, limit: PAGE, offset: FIRST + (i - 1) * PAGE },
      ),
    ),
  });
  const first = results[0]!;
  const failed = results.find((r) => r.isError);
  const items = results.flatMap((r) => r.data?.replies ?? []);
  const loaded = FIRST + (pages - 1) * PAGE;
  const more = Math.max(0, (results.at(-1)?.data?.total ?? 0) - loaded);

  return (
    <Stack
      gap="sm"
      mt="xs"
      ps="sm"
      // The thread's line on the side she starts reading from: the right in Arabic.
      style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
    >
      {first.isPending ? (
        <Skeleton h={36} role="status" aria-label={t('replies.loading')} />
      ) : failed ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(failed.error)}
        </Alert>
      ) : items.length > 0 ? (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={
            post.mine
              ? t('replies.toMine')
              : t('replies.to', { name: authorName(post, t('byline.anonymous')) })
          }
        >
          {items.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} group={group} postMine={post.mine} />
          ))}
        </Stack>
      ) : (
        !focusReply && (
          <Text size="xs" c="dimmed">
            {t('replies.none')}
          </Text>
        )
      )}
      {more > 0 && (
        <Button
          variant="subtle"
          size="compact-xs"
          style={{ alignSelf: 'flex-start' }}
          loading={results.at(-1)?.isFetching}
          onClick={() => setPages(pages + 1)}
        >
          {t('replies.showMore', { count: more })}
        </Button>
      )}
      {group.is_member &&
        (post.reply_policy !== 'nobody' || post.mine ? (
          <ReplyComposer post={post} group={group} focus={focusReply} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('replies.off')}
          </Text>
        ))}
    </Stack>
  );
}
