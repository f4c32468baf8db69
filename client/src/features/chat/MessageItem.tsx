import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Button, Group, Menu, Text, Textarea } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { chatContent, type ChatMessage } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatTime } from './chat-cache.ts';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import { MessageSafetyItems } from '../members/MemberSafetyMenu.tsx';
import { MutedGate } from '../shield/MutedGate.tsx';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { chatTexts } from '../../i18n/areas/chat.ts';

export interface Pending {
  key: string;
  content: string;
  status: 'sending' | 'failed';
  error?: string;
}

function Bubble({ own, children }: { own: boolean; children: React.ReactNode }) {
  return (
    <Box
      px="sm"
      py={6}
      style={{
        borderRadius: 14,
        maxWidth: '100%',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        background: own
          ? 'light-dark(var(--mantine-color-plum-0), var(--mantine-color-plum-9))'
          : 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
      }}
    >
      {children}
    </Box>
  );
}

/** Puts the caret in the edit box when it opens (the member just chose Edit). */
function focusOnMount(element: HTMLTextAreaElement | null) {
  element?.focus();
}

export function MessageItem({
  message,
  own,
  canDelete,
}: {
  message: ChatMessage;
  own: boolean;
  canDelete: boolean;
}) {
  const { t } = useTexts(chatTexts);
  const { language, zone } = useDates();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const edit = useMutation(trpc.chat.edit.mutationOptions({ onSuccess: () => setEditing(false) }));
  const remove = useMutation(trpc.chat.delete.mutationOptions());
  const name = `${message.sender.first_name} ${message.sender.last_name}`;
  const time = formatTime(message.created_at, language, zone);

  const save = () => {
    const parsed = chatContent.safeParse(draft);
    if (parsed.success) edit.mutate({ id: message.id, content: parsed.data });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      setEditing(false);
      setDraft(message.content);
    }
  };

  return (
    <li>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <MemberAvatar user={message.sender} size={32} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <MemberName user={message.sender} label={own ? t('message.you') : undefined} />
              <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
                {message.edited_at ? t('message.edited', { time }) : time}
              </Text>
            </Group>
            {!editing && (
              <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={
                      own
                        ? t('message.actionsOwn', { time })
                        : t('message.actionsOf', { name, time })
                    }
                  >
                    <IconDots size={16} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {own && (
                    <Menu.Item onClick={() => setEditing(true)}>{t('message.edit')}</Menu.Item>
                  )}
                  {!own && <MessageSafetyItems message={message} />}
                  {(own || canDelete) && (
                    <Menu.Item color="red" onClick={() => remove.mutate({ id: message.id })}>
                      {t('message.delete')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          {editing ? (
            <Box mt={4}>
              <Textarea
                aria-label={t('message.editLabel')}
                dir="auto"
                autosize
                minRows={1}
                maxRows={5}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                onKeyDown={onKeyDown}
                ref={focusOnMount}
                maxLength={4000}
              />
              <Group gap="xs" mt={6}>
                <Button
                  size="compact-sm"
                  onClick={save}
                  loading={edit.isPending}
                  disabled={draft.trim() === ''}
                >
                  {t('message.save')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => {
                    setEditing(false);
                    setDraft(message.content);
                  }}
                >
                  {t('message.cancel')}
                </Button>
              </Group>
              {edit.isError && (
                <Text size="xs" c="red" mt={4}>
                  {errorMessage(edit.error)}
                </Text>
              )}
            </Box>
          ) : (
            <Bubble own={own}>
              <MutedGate muted={message.muted}>
                <Text size="sm" dir="auto">
                  {message.content}
                </Text>
              </MutedGate>
              {message.hidden && (
                <Text size="xs" c="dimmed" mt={2}>
                  {t('message.hidden')}
                </Text>
              )}
            </Bubble>
          )}
          {remove.isError && (
            <Text size="xs" c="red" mt={4}>
              {errorMessage(remove.error)}
            </Text>
          )}
        </Box>
      </Group>
    </li>
  );
}

export function PendingItem({
  item,
  onRetry,
  onDiscard,
}: {
  item: Pending;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTexts(chatTexts);
  return (
    <li>
      <Box ms={40}>
        <Bubble own>
          <Text size="sm" c={item.status === 'failed' ? 'dimmed' : undefined} dir="auto">
            {item.content}
          </Text>
        </Bubble>
        {item.status === 'sending' ? (
          <Text size="xs" c="dimmed" mt={2}>
            {t('message.sending')}
          </Text>
        ) : (
          <Group gap="xs" mt={2}>
            <Text size="xs" c="red" role="alert">
              {item.error
                ? t('message.notSentBecause', { error: item.error })
                : t('message.notSent')}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={onRetry}>
              {t('message.retry')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
              {t('message.discard')}
            </Button>
          </Group>
        )}
      </Box>
    </li>
  );
}
