import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Center, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostItem } from './PostItem.tsx';

export function Discussion({ group }: { group: GroupData }) {
  const [page, setPage] = useState(1);
  const posts = useQuery({
    ...trpc.community.posts.queryOptions({
      id: group.id,
      limit: PAGE_SIZES.groups,
      offset: (page - 1) * PAGE_SIZES.groups,
    }),
    placeholderData: keepPreviousData,
  });
  const items = posts.data?.posts ?? [];
  const pages = Math.ceil((posts.data?.total ?? 0) / PAGE_SIZES.groups);
  useScrollToLinkedPost(items.length);

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Discussion
        </Title>
        {group.is_member ? (
          <PostComposer group={group} onPosted={() => setPage(1)} />
        ) : (
          <Text size="sm" c="dimmed">
            Join the group to take part in the discussion.
          </Text>
        )}
        {posts.isPending ? (
          <Stack gap="sm">
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : posts.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(posts.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            No posts yet. {group.is_member ? 'Start the conversation.' : ''}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="lg"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Posts"
          >
            {items.map((post) => (
              <PostItem key={post.id} post={post} group={group} />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page of posts` })}
            />
          </Center>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A link to `#post-{id}` (from search or a notification) arrives before the posts do, so the
 * browser's own jump to the anchor finds nothing: once the posts are on the page, go there once.
 */
function useScrollToLinkedPost(postCount: number) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    const hash = window.location.hash;
    if (!/^#post-\d+$/.test(hash) || done.current === hash) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ block: 'start' });
  }, [postCount]);
}
