import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Conversation } from '@hercircle/shared';
import { initials } from '../../lib/auth.ts';
import { useAnswerRequest } from './use-answer-request.ts';
import classes from './MessagesPage.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { messagesTexts } from '../../i18n/areas/messages.ts';

/** The alt of a picture that says nothing the name beside it does not (no text to translate). */
const DECORATIVE = '';

function Who({ conversation }: { conversation: Conversation }) {
  const m = conversation.member;
  return (
    <Avatar
      src={m?.profile_picture}
      alt={DECORATIVE}
      radius="xl"
      color="plum"
      size={40}
      aria-hidden
    >
      {m ? initials(m.first_name, m.last_name) : null}
    </Avatar>
  );
}

function Snippet({ conversation, fallback }: { conversation: Conversation; fallback: string }) {
  const { t } = useTexts(messagesTexts);
  // A last message with a word she muted is not quoted in the list.
  const muted = conversation.last_message?.muted;
  const quoted = !muted && conversation.last_message ? conversation.last_message.content : null;
  const text = muted ? t('list.muted') : (quoted ?? fallback);
  return (
    // Her words keep their own direction; the list's own words follow the page.
    <Text size="sm" c="dimmed" truncate dir={quoted !== null ? 'auto' : undefined}>
      {/* Her own request the other has not answered (a decline reads the same). */}
      {conversation.pending && conversation.last_message
        ? t('list.requestSentText', { text })
        : text}
    </Text>
  );
}

function Item({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { t } = useTexts(messagesTexts);
  const unread = conversation.unread_count;
  return (
    <Link
      to="/messages"
      search={{ c: conversation.id }}
      className={classes.item}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <Who conversation={conversation} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate dir="auto">
            {conversation.name}
          </Text>
          <Snippet
            conversation={conversation}
            fallback={conversation.pending ? t('list.requestSent') : t('list.noMessages')}
          />
        </Stack>
        {unread > 0 && (
          <Badge variant="filled" color="coral" circle>
            {unread > 99 ? '99+' : unread}
            <span className="sr-only"> {t('list.unread')}</span>
          </Badge>
        )}
      </Group>
    </Link>
  );
}

function RequestItem({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { t } = useTexts(messagesTexts);
  const { accept, decline, pending } = useAnswerRequest(conversation.id);
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Link
        to="/messages"
        search={{ c: conversation.id }}
        className={classes.item}
        style={{ padding: 0 }}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
      >
        <Group gap="sm" wrap="nowrap">
          <Who conversation={conversation} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate dir="auto">
              {conversation.name}
            </Text>
            <Snippet conversation={conversation} fallback={t('list.wantsToMessage')} />
          </Stack>
        </Group>
      </Link>
      <Group gap="xs" mt="xs" grow>
        <Button
          size="xs"
          onClick={accept}
          loading={pending === 'accept'}
          disabled={!!pending}
          aria-label={t('list.acceptFrom', { name: conversation.name })}
        >
          {t('list.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={decline}
          loading={pending === 'decline'}
          disabled={!!pending}
          aria-label={t('list.declineFrom', { name: conversation.name })}
        >
          {t('list.decline')}
        </Button>
      </Group>
    </Paper>
  );
}

function Requests({
  id,
  title,
  requests,
  activeId,
}: {
  id: string;
  title: string;
  requests: Conversation[];
  activeId: number | undefined;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="md" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {requests.map((r) => (
          <RequestItem key={r.id} conversation={r} active={r.id === activeId} />
        ))}
      </Stack>
    </section>
  );
}

/**
 * The member's direct conversations, and the requests waiting for her answer above them; those her
 * notification filters catch (new accounts, people she shares no group with) wait under Filtered,
 * below her conversations.
 */
export function ConversationList({
  conversations,
  requests,
  activeId,
  loading,
}: {
  conversations: Conversation[];
  requests: Conversation[];
  activeId: number | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTexts(messagesTexts);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const unfiltered = requests.filter((r) => !r.filtered);
  const filtered = requests.filter((r) => r.filtered);
  return (
    <Stack gap="lg" className={classes.list}>
      {unfiltered.length > 0 && (
        <Requests
          id="message-requests"
          title={t('list.requests', { number: number(unfiltered.length) })}
          requests={unfiltered}
          activeId={activeId}
        />
      )}
      <section aria-labelledby="direct-conversations">
        <Title order={2} fz="md" id="direct-conversations" mb="xs">
          {t('list.conversations')}
        </Title>
        {!loading && conversations.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('list.none')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {conversations.map((c) => (
              <li key={c.id}>
                <Item conversation={c} active={c.id === activeId} />
              </li>
            ))}
          </Stack>
        )}
      </section>
      {filtered.length > 0 && (
        <Requests
          id="filtered-requests"
          title={t('list.filtered', { number: number(filtered.length) })}
          requests={filtered}
          activeId={activeId}
        />
      )}
    </Stack>
  );
}
