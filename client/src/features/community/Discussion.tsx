import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, postContent, type Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PostItem } from './PostItem.tsx';

export function Discussion({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const posts = useQuery({
    ...trpc.community.posts.queryOptions({
      id: group.id,
      limit: PAGE_SIZES.groups,
      offset: (page - 1) * PAGE_SIZES.groups,
    }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation(
    trpc.community.post.mutationOptions({
      onSuccess: () => {
        setDraft('');
        setPage(1);
        // The new post appears on top: the first page is read again.
        void queryClient.invalidateQueries({ queryKey: trpc.community.posts.pathKey() });
        notifications.show({ color: 'sage', message: 'Posted.' });
      },
    }),
  );
  const valid = postContent.safeParse(draft).success;
  const items = posts.data?.posts ?? [];
  const pages = Math.ceil((posts.data?.total ?? 0) / PAGE_SIZES.groups);

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Discussion
        </Title>
        {group.is_member ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = postContent.safeParse(draft);
              if (parsed.success && !create.isPending)
                create.mutate({ id: group.id, content: parsed.data });
            }}
          >
            <Stack gap="xs">
              <Textarea
                aria-label="Write a post"
                placeholder={`Share something with ${group.name}`}
                autosize
                minRows={3}
                maxRows={10}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                maxLength={5000}
              />
              {create.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(create.error)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" disabled={!valid} loading={create.isPending}>
                  Post
                </Button>
              </Group>
            </Stack>
          </form>
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
