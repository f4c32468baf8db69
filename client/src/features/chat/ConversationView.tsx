import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatContent, type ChatMessage } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import type { Session } from '../../lib/session.ts';
import { errorMessage } from '../../lib/errors.ts';
import { addMessage } from './chat-cache.ts';
import { MessageItem, PendingItem, type Pending } from './MessageItem.tsx';
import { ChatSearch } from './ChatSearch.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { chatTexts } from '../../i18n/areas/chat.ts';

/** A message's idempotency key (randomUUID needs a secure context; getRandomValues does not). */
function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

export function ConversationView({
  conversationId,
  session,
}: {
  conversationId: number;
  session: Session;
}) {
  const queryClient = useQueryClient();
  const { t } = useTexts(chatTexts);
  const messagesKey = trpc.chat.messages.queryKey({ conversationId });
  const history = useQuery(trpc.chat.messages.queryOptions({ conversationId }));
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const viewport = useRef<HTMLDivElement>(null);
  const pendingCounter = useRef(0);

  const send = useMutation(trpc.chat.send.mutationOptions());
  const markRead = useMutation(
    trpc.chat.read.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() }),
    }),
  );
  const { mutate: markReadMutate } = markRead;

  const messages = history.data?.messages ?? [];
  const newestId = messages.at(-1)?.id ?? 0;

  // Seen while open: mark read, and keep the newest message in view.
  useEffect(() => {
    if (!history.isSuccess) return;
    markReadMutate({ id: conversationId });
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [history.isSuccess, newestId, conversationId, markReadMutate]);

  const deliver = (item: Pending) => {
    setPending((list) => list.map((p) => (p.key === item.key ? { ...p, status: 'sending' } : p)));
    send.mutate(
      // A retry carries the first attempt's key: a send whose answer was lost is not stored twice.
      { conversation_id: conversationId, content: item.content, idempotency_key: item.key },
      {
        onSuccess: ({ message }) => {
          queryClient.setQueryData<{ messages: ChatMessage[] }>(messagesKey, (data) =>
            data ? addMessage(data, message) : { messages: [message] },
          );
          setPending((list) => list.filter((p) => p.key !== item.key));
        },
        onError: (error) => {
          console.error('Chat send failed', error);
          setPending((list) =>
            list.map((p) =>
              p.key === item.key ? { ...p, status: 'failed', error: errorMessage(error) } : p,
            ),
          );
        },
      },
    );
  };

  const submit = () => {
    const parsed = chatContent.safeParse(draft);
    if (!parsed.success) return; // trimmed; empty is not sent
    pendingCounter.current += 1;
    const item: Pending = {
      key: `${randomHex()}-${pendingCounter.current}`,
      content: parsed.data,
      status: 'sending',
    };
    setPending((list) => [...list, item]);
    setDraft('');
    deliver(item);
  };

  // A search result: scroll its message into view and give it focus (the list is in order).
  const showMessage = (id: number) => {
    const index = messages.findIndex((m) => m.id === id);
    const item = viewport.current?.querySelector('ol')?.children[index];
    if (index < 0 || !(item instanceof HTMLElement)) return false;
    item.tabIndex = -1;
    item.scrollIntoView({ block: 'center' });
    item.focus({ preventScroll: true });
    item.animate?.([{ background: 'var(--mantine-color-yellow-1)' }, { background: 'none' }], {
      duration: 2000,
    });
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <ChatSearch conversationId={conversationId} onShow={showMessage} />
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto" px="md" py="sm">
        {history.isPending ? (
          <Center h={200}>
            <Loader size="sm" aria-label={t('conversation.loading')} />
          </Center>
        ) : history.isError ? (
          <Alert color="red" variant="light" mt="md">
            {errorMessage(history.error)}
            <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
              {t('conversation.tryAgain')}
            </Button>
          </Alert>
        ) : messages.length === 0 && pending.length === 0 ? (
          <Stack align="center" gap={4} py={48}>
            <Text fw={600}>{t('conversation.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('conversation.start')}
            </Text>
          </Stack>
        ) : (
          <Stack
            gap="sm"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('conversation.messages')}
          >
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                own={m.sender_id === session.user.id}
                canDelete={m.sender_id === session.user.id || session.user.role === 'admin'}
              />
            ))}
            {pending.map((p) => (
              <PendingItem
                key={p.key}
                item={p}
                onRetry={() => deliver(p)}
                onDiscard={() => setPending((list) => list.filter((x) => x.key !== p.key))}
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            aria-label={t('conversation.message')}
            placeholder={t('conversation.placeholder')}
            dir="auto"
            autosize
            minRows={1}
            maxRows={5}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={4000}
          />
          <ActionIcon
            size={36}
            radius="xl"
            onClick={submit}
            disabled={draft.trim() === ''}
            aria-label={t('conversation.send')}
          >
            <IconSend size={18} aria-hidden className="flip-rtl" />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('conversation.hint')}
        </Text>
      </Box>
    </>
  );
}
