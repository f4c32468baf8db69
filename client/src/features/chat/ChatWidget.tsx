import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Indicator,
  Paper,
  Select,
  Text,
  Transition,
} from '@mantine/core';
import { IconMessageCircle, IconMinus, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { COMMUNITY_CONVERSATION_ID } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useLiveEvents } from '../live/live-events.ts';
import type { Session } from '../../lib/session.ts';
import { applyChatEvent } from './chat-cache.ts';
import { ConversationView } from './ConversationView.tsx';
import classes from './ChatWidget.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { chatTexts } from '../../i18n/areas/chat.ts';

type WidgetState = 'closed' | 'open' | 'minimized';

/** The floating chat on community pages: a bubble, an open panel, or minimized to a button. */
export function ChatWidget({ session }: { session: Session }) {
  const { t } = useTexts(chatTexts);
  const [state, setState] = useState<WidgetState>('closed');
  const [conversationId, setConversationId] = useState(COMMUNITY_CONVERSATION_ID);
  const [announcement, setAnnouncement] = useState('');
  const queryClient = useQueryClient();
  const conversations = useQuery(trpc.chat.conversations.queryOptions());
  // Direct conversations are among the rooms; requests waiting for her answer live on /messages.
  const requests = useQuery(trpc.chat.requests.queryOptions()).data?.conversations.length ?? 0;
  const unread =
    (conversations.data?.conversations ?? []).reduce((sum, c) => sum + c.unread_count, 0) +
    requests;

  // The tab's live stream (features/live) owns reconnecting; the widget applies chat events.
  useLiveEvents((event) => {
    if (event.type === 'resync') {
      // The stream was away or may have missed messages: refetch the rooms and the open history.
      void queryClient.invalidateQueries({ queryKey: trpc.chat.pathKey() });
      return;
    }
    // A notification may be a message request.
    if (event.type === 'notification' || event.type === 'created')
      void queryClient.invalidateQueries({ queryKey: trpc.chat.requests.queryKey() });
    if (event.type !== 'created' && event.type !== 'updated' && event.type !== 'deleted') return;
    applyChatEvent(queryClient, event);
    void queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() });
    if (event.type === 'created' && event.message.sender_id !== session.user.id) {
      const { sender, content } = event.message;
      setAnnouncement(
        t('widget.newMessage', {
          name: `${sender.first_name} ${sender.last_name}`,
          content: content.slice(0, 140),
        }),
      );
    }
  });

  // If the member left the group whose room was open, show the community room.
  const list = conversations.data?.conversations;
  const activeId =
    list && !list.some((c) => c.id === conversationId) ? COMMUNITY_CONVERSATION_ID : conversationId;

  const options = (conversations.data?.conversations ?? []).map((c) => {
    // The community room's name is the site's own words (stored in English), so it is translated.
    const name = c.kind === 'community' ? t('widget.title') : c.name;
    return {
      value: String(c.id),
      label:
        c.unread_count > 0 && c.id !== activeId
          ? t('widget.roomUnread', { name, count: c.unread_count })
          : name,
    };
  });

  return (
    <>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {state === 'closed' && (
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={20}
          color="coral"
          disabled={unread === 0}
          offset={6}
          className={classes.bubble}
          // The button's name says the count; the dot is for the eye (and sits in no landmark).
          attributes={{ indicator: { 'aria-hidden': true } }}
        >
          <ActionIcon
            size={56}
            radius="xl"
            onClick={() => setState('open')}
            aria-label={unread ? t('widget.openUnread', { count: unread }) : t('widget.open')}
          >
            <IconMessageCircle size={28} aria-hidden />
          </ActionIcon>
        </Indicator>
      )}
      {state === 'minimized' && (
        <Button
          className={`${classes.bubble} ${classes.minimized}`}
          radius="xl"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          rightSection={
            unread ? (
              <Badge variant="filled" color="coral" size="sm" circle>
                {unread}
              </Badge>
            ) : null
          }
          onClick={() => setState('open')}
        >
          {t('widget.title')}
        </Button>
      )}
      <Transition mounted={state === 'open'} transition="slide-up" duration={150}>
        {(style) => (
          <Paper
            style={style}
            className={classes.panel}
            shadow="xl"
            radius="lg"
            withBorder
            role="dialog"
            aria-label={t('widget.title')}
          >
            <Box className={classes.header}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} ff="heading" fz="lg" component="h2" m={0}>
                  {t('widget.title')}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => setState('minimized')}
                    aria-label={t('widget.minimize')}
                  >
                    <IconMinus size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => setState('closed')}
                    aria-label={t('widget.close')}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {options.length > 1 && (
                <Select
                  mt="xs"
                  size="xs"
                  aria-label={t('widget.conversation')}
                  data={options}
                  value={String(activeId)}
                  onChange={(value) => value && setConversationId(Number(value))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                />
              )}
              {requests > 0 && (
                <Anchor component={Link} to="/messages" size="sm" mt={6} display="inline-block">
                  {t('widget.requests', { count: requests })}
                </Anchor>
              )}
            </Box>
            <ConversationView key={activeId} conversationId={activeId} session={session} />
          </Paper>
        )}
      </Transition>
    </>
  );
}
