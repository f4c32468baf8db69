import { Alert, Badge, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { ContactMessages } from './ContactMessages.tsx';
import { INBOX_PAGE } from './queries.ts';
import { shortDate } from '../../lib/dates.ts';

function when(iso: string) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function DeletionRequests() {
  const requests = useQuery(trpc.admin.inbox.deletionRequests.queryOptions(INBOX_PAGE));
  if (requests.isPending) return <Skeleton h={120} />;
  if (requests.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(requests.error)}
      </Alert>
    );
  if (requests.data.requests.length === 0) return <Text c="dimmed">No deletion requests.</Text>;
  return (
    <Stack gap="sm">
      {requests.data.requests.map((r) => (
        <Card key={r.id} padding="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{r.email}</Text>
            <Text size="xs" c="dimmed">
              {when(r.created_at)}
            </Text>
          </Group>
          <Group gap="xs" my={6}>
            {r.reason && <Badge tt="capitalize">{r.reason.replace(/-/g, ' ')}</Badge>}
            {r.export_data && <Badge color="gray">Wants a data export</Badge>}
            <Badge color={r.purged_at ? 'gray' : 'coral'}>
              {r.purged_at ? 'Deleted' : `Deletes ${shortDate(r.purge_after)}`}
            </Badge>
          </Group>
          {r.feedback && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.feedback}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

export function InboxPage() {
  return (
    <AdminPage
      title="Inbox"
      description="Contact messages, answered by email and marked handled, and account deletion requests."
    >
      <Tabs defaultValue="contact" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="contact">Contact messages</Tabs.Tab>
          <Tabs.Tab value="deletion">Deletion requests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contact">
          <ContactMessages />
        </Tabs.Panel>
        <Tabs.Panel value="deletion">
          <DeletionRequests />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
