import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** What a membership change touches: this group, its members and requests, the lists, and chat rooms. */
export function invalidateGroup(queryClient: QueryClient, groupId: number): void {
  void queryClient.invalidateQueries({ queryKey: trpc.community.get.queryKey({ id: groupId }) });
  void queryClient.invalidateQueries({ queryKey: trpc.community.members.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.community.requests.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.community.list.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.community.myGroups.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.community.pulse.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() });
}
