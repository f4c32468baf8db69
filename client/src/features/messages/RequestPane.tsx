import { Alert, Box, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { MessageItem } from '../chat/MessageItem.tsx';
import { PaneHeader } from './PaneHeader.tsx';
import { useAnswerRequest } from './use-answer-request.ts';
import classes from './MessagesPage.module.css';

/**
 * A request waiting for her answer: what was sent (she may report it from its menu), and Accept or
 * Decline. She replies only once she accepts.
 */
export function RequestPane({ conversation }: { conversation: Conversation }) {
  const history = useQuery(trpc.chat.messages.queryOptions({ conversationId: conversation.id }));
  const { accept, decline, pending } = useAnswerRequest(conversation.id);
  const first = conversation.member?.first_name ?? conversation.name;
  return (
    <>
      <PaneHeader conversation={conversation} note="Message request" />
      <ScrollArea style={{ flex: 1 }} type="auto" px="md" py="sm">
        {history.isPending ? (
          <Center h={160}>
            <Loader size="sm" role="status" aria-label="Loading messages" />
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
            aria-label="Messages"
          >
            {history.data.messages.map((m) => (
              <MessageItem key={m.id} message={m} own={false} canDelete={false} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Box p="md" className={classes.paneFooter}>
        <Text size="sm" mb="sm">
          {first} wants to message you. Accept to reply. If you decline, she won&apos;t be told and
          you won&apos;t get her messages.
        </Text>
        <Group gap="sm">
          <Button onClick={accept} loading={pending === 'accept'} disabled={!!pending}>
            Accept
          </Button>
          <Button
            variant="default"
            onClick={decline}
            loading={pending === 'decline'}
            disabled={!!pending}
          >
            Decline
          </Button>
        </Group>
      </Box>
    </>
  );
}
