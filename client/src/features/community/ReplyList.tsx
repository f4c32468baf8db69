import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, PAGE_SIZES, type Group as GroupData, type GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { authorName } from './ItemByline.tsx';
import { ReplyComposer } from './ReplyComposer.tsx';
import { ReplyItem } from './ReplyItem.tsx';

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
  // One growing page: "Show more" asks for the next ones without losing those already read.
  const [limit, setLimit] = useState<number>(PAGE_SIZES.members);
  const list = useQuery({
    ...trpc.community.replies.queryOptions({ id: post.id, limit }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.replies ?? [];
  const more = (list.data?.total ?? 0) > items.length && limit < LIMITS.listLimitMax;

  return (
    <Stack
      gap="sm"
      mt="xs"
      pl="sm"
      style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
    >
      {list.isPending ? (
        <Skeleton h={36} aria-label="Loading replies" />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : items.length > 0 ? (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={`Replies to ${post.mine ? 'your post' : `${authorName(post)}’s post`}`}
        >
          {items.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} group={group} />
          ))}
        </Stack>
      ) : (
        !focusReply && (
          <Text size="xs" c="dimmed">
            No replies yet.
          </Text>
        )
      )}
      {more && (
        <Button
          variant="subtle"
          size="compact-xs"
          style={{ alignSelf: 'flex-start' }}
          loading={list.isFetching}
          onClick={() => setLimit(LIMITS.listLimitMax)}
        >
          Show more replies
        </Button>
      )}
      {group.is_member && <ReplyComposer post={post} group={group} focus={focusReply} />}
    </Stack>
  );
}
