import { Alert, Box, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { MessageItem } from '../chat/MessageItem.tsx';
import { PaneHeader } from './PaneHeader.tsx';
import { useAnswerRequest } from './use-answer-request.ts';
import classes from './MessagesPage.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { messagesTexts } from '../../i18n/areas/messages.ts';

/**
 * A request waiting for her answer: what was sent (she may report it from its menu), and Accept or
 * Decline. She replies only once she accepts.
 */
export function RequestPane({ conversation }: { conversation: Conversation }) {
  const { t } = useTexts(messagesTexts);
  const history = useQuery(trpc.chat.messages.queryOptions({ conversationId: conversation.id }));
  const { accept, decline, pending } = useAnswerRequest(conversation.id);
  const first = conversation.member?.first_name ?? conversation.name;
  return (
    <>
      <PaneHeader conversation={conversation} note={t('request.note')} />
      <ScrollArea style={{ flex: 1 }} type="auto" px="md" py="sm">
        {history.isPending ? (
          <Center h={160}>
            <Loader size="sm" role="status" aria-label={t('request.loading')} />
          </Center>
        ) : history.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(history.error)}
          </Alert>
        ) : (
          <Stack
            gap="sm"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('request.messages')}
          >
            {history.data.messages.map((m) => (
              <MessageItem key={m.id} message={m} own={false} canDelete={false} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Box p="md" className={classes.paneFooter}>
        <Text size="sm" mb="sm">
          {t('request.explain', { name: first })}
        </Text>
        <Group gap="sm">
          <Button onClick={accept} loading={pending === 'accept'} disabled={!!pending}>
            {t('request.accept')}
          </Button>
          <Button
            variant="default"
            onClick={decline}
            loading={pending === 'decline'}
            disabled={!!pending}
          >
            {t('request.decline')}
          </Button>
        </Group>
      </Box>
    </>
  );
}
