import { useEffect } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import type { Conversation } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Session } from '../../lib/session.ts';
import { useLiveEvents } from '../live/live-events.ts';
import { applyChatEvent } from '../chat/chat-cache.ts';
import { ConversationView } from '../chat/ConversationView.tsx';
import { ConversationList } from './ConversationList.tsx';
import { NewMessagePane } from './NewMessagePane.tsx';
import { PaneHeader } from './PaneHeader.tsx';
import { RequestPane } from './RequestPane.tsx';
import type { MessagesSearch } from './messages-search.ts';
import classes from './MessagesPage.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { messagesTexts } from '../../i18n/areas/messages.ts';

const REQUEST_MESSAGES_MAX = 3;

function DirectPane({ conversation, session }: { conversation: Conversation; session: Session }) {
  const { t } = useTexts(messagesTexts);
  const first = conversation.member?.first_name ?? conversation.name;
  return (
    <>
      <PaneHeader
        conversation={conversation}
        note={
          conversation.pending ? (
            <Trans
              t={t}
              i18nKey="pane.pending"
              values={{ name: first }}
              count={REQUEST_MESSAGES_MAX}
              components={{ name: <bdi /> }}
            />
          ) : undefined
        }
      />
      <ConversationView key={conversation.id} conversationId={conversation.id} session={session} />
    </>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Stack align="center" justify="center" gap="xs" style={{ flex: 1 }} p="lg">
      <IconMessages size={40} stroke={1.5} aria-hidden color="var(--mantine-color-plum-6)" />
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  );
}

/**
 * /messages: direct conversations with their unread counts and the requests waiting for an answer,
 * beside the open one (?c=), or a first message to a member (?to=). Live through the tab's stream.
 */
export function MessagesPage({ search }: { search: MessagesSearch }) {
  const { t } = useTexts(messagesTexts);
  usePageTitle(t('title'));
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conversations = useQuery(trpc.chat.conversations.queryOptions());
  const requests = useQuery(trpc.chat.requests.queryOptions());
  const direct = (conversations.data?.conversations ?? []).filter((c) => c.kind === 'direct');
  const waiting = requests.data?.conversations ?? [];

  useLiveEvents((event) => {
    if (event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: trpc.chat.pathKey() });
      return;
    }
    if (event.type === 'created' || event.type === 'updated' || event.type === 'deleted')
      applyChatEvent(queryClient, event);
    else if (event.type !== 'notification') return;
    // A message or a new request: the lists' last messages, counts and requests change.
    void queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.chat.requests.queryKey() });
  });

  // "Message" for a member she already talks with (or who wrote to her) opens that conversation.
  const existing =
    search.to !== undefined
      ? [...direct, ...waiting].find((c) => c.member?.id === search.to)
      : undefined;
  useEffect(() => {
    if (existing) void navigate({ to: '/messages', search: { c: existing.id }, replace: true });
  }, [existing, navigate]);

  const open = direct.find((c) => c.id === search.c);
  const request = waiting.find((c) => c.id === search.c);
  const loaded = conversations.isSuccess && requests.isSuccess;
  let pane: React.ReactNode;
  if (!session) pane = null;
  else if (search.to !== undefined && !existing)
    pane = loaded ? <NewMessagePane key={search.to} to={search.to} /> : null;
  else if (open) pane = <DirectPane conversation={open} session={session} />;
  else if (request) pane = <RequestPane conversation={request} />;
  else if (search.c !== undefined && loaded) pane = <Empty text={t('pane.unavailable')} />;
  else pane = <Empty text={t('pane.choose')} />;

  const isOpen = search.c !== undefined || search.to !== undefined;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('title')}
      </Title>
      <div className={classes.layout} data-open={isOpen || undefined}>
        <ConversationList
          conversations={direct}
          requests={waiting}
          activeId={search.c}
          loading={!loaded}
        />
        <Paper withBorder radius="lg" className={`${classes.pane} ${isOpen ? '' : classes.empty}`}>
          {pane}
        </Paper>
      </div>
    </Container>
  );
}
