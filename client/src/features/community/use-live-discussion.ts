import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatStreamEvent, DiscussionEvent, GroupPost, GroupReply } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useLiveEvents } from '../live/live-events.ts';

type PostsPage = { posts: GroupPost[]; total: number; next_cursor: number | null };
type RepliesPage = { replies: GroupReply[]; total: number };

const isDiscussion = (e: ChatStreamEvent): e is DiscussionEvent =>
  e.type.startsWith('post_') || e.type.startsWith('reply_') || e.type === 'reaction_changed';

/** Changes every loaded page of this group's posts. */
function editPosts(
  queryClient: QueryClient,
  groupId: number,
  edit: (page: PostsPage) => PostsPage,
) {
  queryClient.setQueriesData<PostsPage>(
    { queryKey: trpc.community.posts.queryKey({ id: groupId }) },
    (page) => page && edit(page),
  );
}

function editPost(
  queryClient: QueryClient,
  groupId: number,
  postId: number,
  edit: (post: GroupPost) => GroupPost,
) {
  editPosts(queryClient, groupId, (page) => ({
    ...page,
    posts: page.posts.map((p) => (p.id === postId ? edit(p) : p)),
  }));
}

/** Changes every loaded page of a post's replies; true when one held the reply. */
function editReplies(
  queryClient: QueryClient,
  postId: number,
  replyId: number,
  edit: (replies: GroupReply[], at: number) => GroupReply[],
): boolean {
  let found = false;
  queryClient.setQueriesData<RepliesPage>(
    { queryKey: trpc.community.replies.queryKey({ id: postId }) },
    (page) => {
      const at = page?.replies.findIndex((r) => r.id === replyId) ?? -1;
      if (!page || at < 0) return page;
      found = true;
      const replies = edit(page.replies, at);
      return { ...page, replies, total: page.total + replies.length - page.replies.length };
    },
  );
  return found;
}

/**
 * Keeps a group's discussion live from the tab's one stream: edits, deletions, replies and
 * reaction counts change the loaded pages in place. Someone else's new post is shown at once
 * while the top of the list is in view; otherwise it waits in `fresh` (the "N new posts" pill)
 * so the page does not jump under the reader. The member's own writes refresh through their
 * mutations.
 */
export function useLiveDiscussion(groupId: number) {
  const queryClient = useQueryClient();
  const [fresh, setFreshState] = useState<number[]>([]);
  // The same ids for the scroll observer's callback, which outlives renders.
  const pending = useRef<number[]>([]);
  const setFresh = useCallback((edit: (ids: number[]) => number[]) => {
    pending.current = edit(pending.current);
    setFreshState(pending.current);
  }, []);
  const [topInView, setTopInView] = useState(true);
  const [topNode, setTopNode] = useState<HTMLElement | null>(null);

  const showFresh = useCallback(() => {
    setFresh(() => []);
    void queryClient.invalidateQueries({
      queryKey: trpc.community.posts.queryKey({ id: groupId }),
    });
  }, [queryClient, groupId, setFresh]);

  useEffect(() => {
    if (!topNode || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setTopInView(entry.isIntersecting);
      // Back at the top: the waiting posts come in.
      if (entry.isIntersecting && pending.current.length > 0) showFresh();
    });
    observer.observe(topNode);
    return () => observer.disconnect();
  }, [topNode, showFresh]);

  useLiveEvents((event) => {
    if (event.type === 'resync') {
      void queryClient.invalidateQueries({
        queryKey: trpc.community.posts.queryKey({ id: groupId }),
      });
      void queryClient.invalidateQueries({ queryKey: trpc.community.replies.pathKey() });
      return;
    }
    if (!isDiscussion(event) || event.group_id !== groupId) return;
    switch (event.type) {
      case 'post_created':
        // Her scheduled post was published: it loses its "Scheduled for" in place.
        if (event.post.mine) return editPost(queryClient, groupId, event.post.id, () => event.post);
        if (topInView) showFresh();
        else setFresh((ids) => (ids.includes(event.post.id) ? ids : [...ids, event.post.id]));
        return;
      case 'post_updated': {
        let found = false;
        editPost(queryClient, groupId, event.post.id, () => {
          found = true;
          return event.post;
        });
        // Shown again by a moderator: it takes its place in the list.
        if (!found && topInView) showFresh();
        return;
      }
      case 'post_deleted':
        setFresh((ids) => ids.filter((id) => id !== event.post_id));
        editPosts(queryClient, groupId, (page) => {
          const posts = page.posts.filter((p) => p.id !== event.post_id);
          return { ...page, posts, total: page.total - (page.posts.length - posts.length) };
        });
        return;
      case 'reply_created':
        if (event.reply.mine) return;
        editPost(queryClient, groupId, event.post_id, (p) => ({
          ...p,
          reply_count: p.reply_count + 1,
        }));
        void queryClient.invalidateQueries({
          queryKey: trpc.community.replies.queryKey({ id: event.post_id }),
        });
        return;
      case 'reply_updated':
        editReplies(queryClient, event.post_id, event.reply.id, (replies, at) =>
          replies.with(at, event.reply),
        );
        return;
      case 'reply_deleted':
        // Only a reply she had counts down: one she never saw was not in her count.
        if (
          editReplies(queryClient, event.post_id, event.reply_id, (replies, at) =>
            replies.toSpliced(at, 1),
          )
        )
          editPost(queryClient, groupId, event.post_id, (p) => ({
            ...p,
            reply_count: Math.max(0, p.reply_count - 1),
          }));
        else
          void queryClient.invalidateQueries({
            queryKey: trpc.community.posts.queryKey({ id: groupId }),
          });
        return;
      case 'reaction_changed': {
        const { reactions, my_reactions } = event;
        if (event.reply_id === null)
          editPost(queryClient, groupId, event.post_id, (p) => ({ ...p, reactions, my_reactions }));
        else
          editReplies(queryClient, event.post_id, event.reply_id, (replies, at) =>
            replies.with(at, { ...replies[at]!, reactions, my_reactions }),
          );
        return;
      }
    }
  });

  const scrollToTop = () => topNode?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  return { topRef: setTopNode, fresh: fresh.length, showFresh, scrollToTop };
}
