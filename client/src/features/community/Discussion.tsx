import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@hercircle/shared/constants';
import type { Group as GroupData, GroupPost } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostItem } from './PostItem.tsx';
import { useLiveDiscussion } from './use-live-discussion.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

export function Discussion({ group }: { group: GroupData }) {
  // Pages one after another, each starting where the one before ends (its next_cursor): posts
  // added meanwhile never repeat or skip one, and a page read again moves the later ones along.
  const [pageCount, setPageCount] = useState(1);
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const inputs: { id: number; limit: number; before?: number }[] = [
    { id: group.id, limit: PAGE_SIZES.groups },
  ];
  while (inputs.length < pageCount) {
    const previous = queryClient.getQueryData(
      trpc.community.posts.queryKey(inputs[inputs.length - 1]),
    );
    if (previous?.next_cursor == null) break;
    inputs.push({ id: group.id, limit: PAGE_SIZES.groups, before: previous.next_cursor });
  }
  const pages = useQueries({
    queries: inputs.map((input) => ({
      ...trpc.community.posts.queryOptions(input),
      placeholderData: keepPreviousData,
    })),
  });
  const first = pages[0]!;
  const last = pages.at(-1)!;
  const failed = pages.find((p) => p.isError);
  const seen = new Set<number>();
  const items = pages
    .flatMap((p) => p.data?.posts ?? [])
    .filter((post) => !seen.has(post.id) && seen.add(post.id));
  // The posts render in a pass of their own that React may pause for input, after what shows
  // their arrival: twenty posts at once held a phone's main thread for a few hundred milliseconds.
  const shown = useDeferredValue(items);
  const { topRef, fresh, showFresh, scrollToTop } = useLiveDiscussion(group.id);
  useScrollToLinkedPost(shown.length);

  const showNew = () => {
    showFresh();
    scrollToTop();
  };

  return (
    <Card>
      <Stack gap="md">
        {/* Scrolled to from the pill: clear of the fixed top bar. */}
        <div ref={topRef} style={{ scrollMarginTop: 120 }}>
          <Title order={2} fz="lg">
            {t('discussion.title')}
          </Title>
        </div>
        {fresh > 0 && (
          // Fixed near the bottom of the screen, where a reader further down the list sees it,
          // above the quick-exit button and the chat bubble.
          <Button
            radius="xl"
            size="compact-md"
            leftSection={<IconArrowUp size={16} aria-hidden />}
            onClick={showNew}
            style={{
              position: 'fixed',
              bottom: 88,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: 'var(--hc-z-floating)',
              boxShadow: 'var(--mantine-shadow-md)',
            }}
          >
            {t('discussion.newPosts', { count: fresh })}
          </Button>
        )}
        {group.is_member ? (
          <PostComposer group={group} onPosted={() => setPageCount(1)} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('discussion.joinToTakePart')}
          </Text>
        )}
        {first.isPending || (shown.length === 0 && items.length > 0) ? (
          <Stack gap="sm">
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : failed && items.length === 0 ? (
          <Alert color="red" variant="light">
            {errorMessage(failed.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {group.is_member ? t('discussion.noPostsMember') : t('discussion.noPosts')}
          </Text>
        ) : (
          <PostList posts={shown} group={group} />
        )}
        {failed && items.length > 0 && (
          <Alert color="red" variant="light">
            {errorMessage(failed.error)}
          </Alert>
        )}
        {last.data?.next_cursor != null && (
          <Center>
            <Button
              variant="light"
              loading={last.isFetching}
              onClick={() => setPageCount((n) => n + 1)}
            >
              {t('discussion.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    </Card>
  );
}

/** Drawn again only when a post or the group changed (posts keep their identity across reads). */
const PostList = memo(
  function PostList({ posts, group }: { posts: GroupPost[]; group: GroupData }) {
    const { t } = useTexts(groupTexts);
    return (
      <Stack
        component="ul"
        gap="lg"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('discussion.posts')}
      >
        {posts.map((post) => (
          <PostItem key={post.id} post={post} group={group} />
        ))}
      </Stack>
    );
  },
  (a, b) =>
    a.group === b.group &&
    a.posts.length === b.posts.length &&
    a.posts.every((post, i) => post === b.posts[i]),
);

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
