import { useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  CloseButton,
  Group,
  Highlight,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatTime } from './chat-cache.ts';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { chatTexts } from '../../i18n/areas/chat.ts';

/** chat.search answers at most this many, newest first. */
const SEARCH_LIMIT = 50;

/**
 * A search box over one conversation: matches (the server's, case-insensitive, without blocked
 * members or hidden messages) in a list under the box, the words marked. Choosing one asks the
 * conversation to show it; one older than the loaded history opens in full in the list instead.
 */
export function ChatSearch({
  conversationId,
  onShow,
}: {
  conversationId: number;
  /** Scrolls the conversation to the message; false when it is not among those loaded. */
  onShow: (messageId: number) => boolean;
}) {
  const { t, i18n } = useTexts(chatTexts);
  const { language, zone } = useDates();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [expanded, setExpanded] = useState<number | null>(null);
  const search = useQuery({
    ...trpc.chat.search.queryOptions({ conversationId, q, limit: SEARCH_LIMIT }),
    enabled: q !== '',
  });
  const open = q !== '' && text.trim() !== '';
  const found = search.data?.messages ?? [];

  const clear = () => {
    setText('');
    setExpanded(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text !== '') {
      event.stopPropagation();
      clear();
    }
  };
  const choose = (id: number) => {
    if (onShow(id)) clear();
    else setExpanded(id);
  };

  return (
    <Box
      pos="relative"
      px="md"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <TextInput
        size="xs"
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.label')}
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={clear} /> : null
        }
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={200}
      />
      {open && (
        <Paper
          component="section"
          aria-label={t('search.results')}
          shadow="md"
          withBorder
          pos="absolute"
          left={8}
          right={8}
          top="100%"
          style={{ zIndex: 10, maxHeight: 320, overflowY: 'auto' }}
        >
          {search.isPending ? (
            <Group justify="center" p="md">
              <Loader size="xs" aria-label={t('search.searching')} />
            </Group>
          ) : search.isError ? (
            <Alert color="red" variant="light" m="xs">
              {errorMessage(search.error)}
            </Alert>
          ) : found.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {t('search.none', { q })}
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed" px="sm" pt="xs" aria-live="polite">
                {t('search.found', {
                  count: found.length,
                  number: `${new Intl.NumberFormat(i18n.language).format(found.length)}${found.length === SEARCH_LIMIT ? '+' : ''}`,
                })}
              </Text>
              <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
                {found.map((m) => (
                  <li key={m.id}>
                    <UnstyledButton
                      w="100%"
                      px="sm"
                      py={6}
                      onClick={() => choose(m.id)}
                      aria-expanded={expanded === m.id ? true : undefined}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="xs" fw={600} truncate dir="auto">
                          {`${m.sender.first_name} ${m.sender.last_name}`}
                        </Text>
                        <Text
                          size="xs"
                          c="dimmed"
                          component="time"
                          dateTime={m.created_at}
                          style={{ flexShrink: 0 }}
                        >
                          {formatTime(m.created_at, language, zone)}
                        </Text>
                      </Group>
                      <Highlight
                        highlight={q}
                        size="sm"
                        lineClamp={expanded === m.id ? undefined : 2}
                        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        dir="auto"
                      >
                        {m.content}
                      </Highlight>
                      {expanded === m.id && (
                        <Text size="xs" c="dimmed" mt={2}>
                          {t('search.older')}
                        </Text>
                      )}
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </>
          )}
        </Paper>
      )}
    </Box>
  );
}
