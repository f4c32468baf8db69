import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCheck, IconMailForward, IconRotate } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTACT_REPLY_MAX, type ContactMessageRecord } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { useListState } from './list-state.ts';
import { contactMessagesQuery, type InboxSearch } from './queries.ts';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
];

function when(iso: string) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Messages from the Contact page: answered by email through the site's mailer, marked handled. */
export function ContactMessages() {
  const list = useListState<InboxSearch & { sort?: 'created_at' }>('created_at');
  const messages = useQuery({
    ...contactMessagesQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper p="md" radius="md" withBorder>
      <ListToolbar
        label="messages"
        search={list.search}
        onSearch={list.setSearch}
        status={list.status}
        onStatus={list.setStatus}
        statuses={STATUSES}
      />
      {messages.isPending ? (
        <Skeleton h={120} />
      ) : messages.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(messages.error)}
        </Alert>
      ) : messages.data.messages.length === 0 ? (
        <Text c="dimmed">
          {list.search || list.status
            ? 'No messages match these filters. Clear the search or filters.'
            : 'No messages yet. Messages sent from the Contact page arrive here.'}
        </Text>
      ) : (
        <Stack gap="sm">
          {messages.data.messages.map((m) => (
            <ContactMessageCard key={m.id} message={m} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ContactMessageCard({ message: m }: { message: ContactMessageRecord }) {
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // She pressed Reply to write: the box takes the keyboard at once.
  useEffect(() => {
    if (replying) box.current?.focus();
  }, [replying]);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.admin.inbox.contactMessages.pathKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const reply = useMutation(
    trpc.admin.inbox.reply.mutationOptions({
      onSuccess: ({ sent }) => {
        void refresh();
        setReplying(false);
        setText('');
        notifications.show({
          color: sent ? 'sage' : 'plum',
          message: sent
            ? `Reply sent to ${m.email}.`
            : `Reply kept; the email waits in the Outbox (not sent yet).`,
        });
      },
      onError,
    }),
  );
  const handled = useMutation(
    trpc.admin.inbox.setHandled.mutationOptions({ onSuccess: () => void refresh(), onError }),
  );
  const replyId = `reply-${m.id}`;
  const subjectId = `contact-${m.id}-subject`;

  return (
    <Card padding="md" withBorder component="article" aria-labelledby={subjectId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} id={subjectId}>
            {m.subject}
          </Text>
          <Badge color={m.handled_at ? 'sage' : 'coral'} variant="light">
            {m.handled_at ? 'Handled' : 'Open'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {when(m.created_at)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {m.name} · {m.email}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.message}
      </Text>
      {m.replies.length > 0 && (
        <Stack gap="xs" mt="sm" aria-label={`Replies to ${m.subject}`} component="section">
          {m.replies.map((r) => (
            <Paper key={r.id} p="sm" radius="sm" bg="var(--mantine-color-default-hover)">
              <Text size="xs" c="dimmed" mb={4}>
                Reply by {r.author_email} · {when(r.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {m.handled_at && (
        <Text size="xs" c="dimmed" mt="xs">
          Handled {when(m.handled_at)}
          {m.handled_by_email ? ` by ${m.handled_by_email}` : ''}
        </Text>
      )}
      {replying ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate({ id: m.id, text });
          }}
        >
          <Stack gap="xs" mt="sm">
            <Textarea
              id={replyId}
              label={`Reply to ${m.name}`}
              description={`Emailed to ${m.email}, with her message quoted below it.`}
              autosize
              minRows={3}
              maxLength={CONTACT_REPLY_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              ref={box}
              required
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setReplying(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                leftSection={<IconMailForward size={16} aria-hidden />}
                loading={reply.isPending}
                disabled={!text.trim()}
              >
                Send reply
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group gap="xs" mt="sm">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMailForward size={14} aria-hidden />}
            aria-label={`Reply to ${m.name}: ${m.subject}`}
            onClick={() => setReplying(true)}
          >
            Reply
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={
              m.handled_at ? (
                <IconRotate size={14} aria-hidden />
              ) : (
                <IconCheck size={14} aria-hidden />
              )
            }
            aria-label={`${m.handled_at ? 'Reopen' : 'Mark handled'}: ${m.subject}`}
            loading={handled.isPending}
            onClick={() => handled.mutate({ id: m.id, handled: !m.handled_at })}
          >
            {m.handled_at ? 'Reopen' : 'Mark handled'}
          </Button>
        </Group>
      )}
    </Card>
  );
}
