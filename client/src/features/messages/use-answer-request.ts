import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';

/** Accept (the conversation opens) or decline (it goes away; its sender is not told) a request. */
export function useAnswerRequest(conversationId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.chat.requests.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() }),
    ]);
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const accept = useMutation(
    trpc.chat.acceptRequest.mutationOptions({
      onSuccess: async () => {
        await refresh();
        void navigate({ to: '/messages', search: { c: conversationId } });
      },
      onError,
    }),
  );
  const decline = useMutation(
    trpc.chat.declineRequest.mutationOptions({
      onSuccess: async () => {
        await refresh();
        void navigate({ to: '/messages', search: {} });
      },
      onError,
    }),
  );
  return {
    accept: () => accept.mutate({ conversationId }),
    decline: () => decline.mutate({ conversationId }),
    pending: accept.isPending ? 'accept' : decline.isPending ? 'decline' : null,
  } as const;
}
