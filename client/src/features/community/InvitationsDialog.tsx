import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GROWTH_LIMITS, type Group as GroupData, type Invitation } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { openConfirm } from '../../lib/modals.ts';
import { notifications } from '../../lib/toasts.ts';
import { InZone } from '../../components/InZone.tsx';
import { FormError } from '../../components/FormError.tsx';

const EXPIRIES = [
  { value: 'never', label: 'Never' },
  { value: '1', label: 'After 1 day' },
  { value: '7', label: 'After 7 days' },
  { value: '30', label: 'After 30 days' },
];
const STATE_LABELS: Record<Invitation['state'], { label: string; color: string }> = {
  open: { label: 'Open', color: 'sage' },
  used_up: { label: 'Used up', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
  ended: { label: 'Ended', color: 'gray' },
};

/** A group admin's invitation links: make one, copy it, see who came by it, end it. */
export function InvitationsDialog({
  group,
  opened,
  onClose,
}: {
  group: GroupData;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.community.invitations.queryOptions({ id: group.id }),
    enabled: opened,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.community.invitations.pathKey() });
  const [maxUses, setMaxUses] = useState<number | string>('');
  const [expiry, setExpiry] = useState('7');
  const [atOnce, setAtOnce] = useState(false);
  const create = useMutation(
    trpc.community.createInvitation.mutationOptions({ onSuccess: () => void refresh() }),
  );
  const end = useMutation(
    trpc.community.endInvitation.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate({
      id: group.id,
      max_uses: typeof maxUses === 'number' ? maxUses : null,
      expires_at:
        expiry === 'never'
          ? null
          : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString(),
      joins_at_once: group.is_private && atOnce,
    });
  };
  const confirmEnd = (invitation: Invitation) =>
    openConfirm({
      title: 'End this link?',
      children: <Text size="sm">No one else can use it. Who came by it stays listed.</Text>,
      labels: { confirm: 'End link', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => end.mutate({ id: group.id, invitationId: invitation.id }),
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Invitation links" size="lg" centered>
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Anyone with a link sees the group’s name and description and can join
              {group.is_private ? ' (or ask to, unless the link joins at once)' : ''}.
            </Text>
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label="Uses"
                description="Leave empty for no limit"
                min={1}
                max={GROWTH_LIMITS.maxUsesMax}
                allowDecimal={false}
                value={maxUses}
                onChange={setMaxUses}
                miw={160}
              />
              <Select
                label="Expires"
                description="From now"
                data={EXPIRIES}
                value={expiry}
                onChange={(v) => setExpiry(v ?? 'never')}
                allowDeselect={false}
                miw={160}
              />
            </Group>
            {group.is_private && (
              <Switch
                label="Joins at once"
                description="People with this link become members without a request to approve"
                checked={atOnce}
                onChange={(e) => setAtOnce(e.currentTarget.checked)}
              />
            )}
            <FormError error={create.error} />
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              Create link
            </Button>
          </Stack>
        </form>
        <Title order={3} fz="md">
          Your links
        </Title>
        {list.isError && <FormError error={list.error} />}
        {list.data?.invitations.length === 0 && (
          <Text size="sm" c="dimmed">
            No links yet.
          </Text>
        )}
        {list.data?.invitations.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            onEnd={() => confirmEnd(invitation)}
            ending={end.isPending && end.variables?.invitationId === invitation.id}
          />
        ))}
      </Stack>
    </Modal>
  );
}

function InvitationItem({
  invitation,
  onEnd,
  ending,
}: {
  invitation: Invitation;
  onEnd: () => void;
  ending: boolean;
}) {
  const state = STATE_LABELS[invitation.state];
  const uses =
    invitation.max_uses === null
      ? `${invitation.uses} ${invitation.uses === 1 ? 'use' : 'uses'}`
      : `${invitation.uses} of ${invitation.max_uses} uses`;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={state.color}>{state.label}</Badge>
          {invitation.joins_at_once && <Badge variant="light">Joins at once</Badge>}
          <Text size="sm">{uses}</Text>
          <Text size="sm" c="dimmed">
            <InZone>
              {(zone) =>
                invitation.expires_at
                  ? `Expires ${shortDate(invitation.expires_at, zone)}`
                  : 'Never expires'
              }
            </InZone>
          </Text>
        </Group>
        {invitation.state === 'open' && (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Link"
              value={invitation.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={invitation.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {invitation.used_by.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              Came by this link
            </Text>
            {invitation.used_by.map((u) => (
              <Text key={u.user.id} size="sm">
                {u.user.first_name} {u.user.last_name}
                <Text span c="dimmed" size="sm">
                  {u.outcome === 'member' ? ' joined' : ' asked to join'}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
        {invitation.state === 'open' && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={onEnd}
            loading={ending}
          >
            End link
          </Button>
        )}
      </Stack>
    </Card>
  );
}
