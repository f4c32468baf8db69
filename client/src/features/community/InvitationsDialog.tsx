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
import { Trans } from 'react-i18next';
import { GROWTH_LIMITS, type Group as GroupData, type Invitation } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { openConfirm } from '../../lib/modals.ts';
import { notifications } from '../../lib/toasts.ts';
import { FormError } from '../../components/FormError.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** A new link's lifetime in days ('never' for none): `invitations.expiry.*` texts. */
const EXPIRY_DAYS = [1, 7, 30];
/** Each state's colour; its words are `invitations.states.<state>`. */
const STATE_COLORS: Record<Invitation['state'], string> = {
  open: 'sage',
  used_up: 'gray',
  expired: 'gray',
  ended: 'gray',
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
  const { t } = useTexts(communityTexts);
  // The dialog's title is the group page's button that opens it.
  const { t: tg } = useTexts(groupTexts);
  const expiries = [
    { value: 'never', label: t('invitations.expiry.never') },
    ...EXPIRY_DAYS.map((days) => ({
      value: String(days),
      label: t('invitations.expiry.after', { count: days }),
    })),
  ];
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
      title: t('invitations.endTitle'),
      children: <Text size="sm">{t('invitations.endText')}</Text>,
      labels: { confirm: t('invitations.end'), cancel: t('invitations.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => end.mutate({ id: group.id, invitationId: invitation.id }),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={tg('growth.invitations')} size="lg" centered>
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {group.is_private ? t('invitations.introPrivate') : t('invitations.intro')}
            </Text>
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label={t('invitations.uses')}
                description={t('invitations.usesHelp')}
                min={1}
                max={GROWTH_LIMITS.maxUsesMax}
                allowDecimal={false}
                value={maxUses}
                onChange={setMaxUses}
                miw={160}
              />
              <Select
                label={t('invitations.expires')}
                description={t('invitations.expiresHelp')}
                data={expiries}
                value={expiry}
                onChange={(v) => setExpiry(v ?? 'never')}
                allowDeselect={false}
                miw={160}
              />
            </Group>
            {group.is_private && (
              <Switch
                label={t('invitations.atOnce')}
                description={t('invitations.atOnceHelp')}
                checked={atOnce}
                onChange={(e) => setAtOnce(e.currentTarget.checked)}
              />
            )}
            <FormError error={create.error} />
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('invitations.create')}
            </Button>
          </Stack>
        </form>
        <Title order={3} fz="md">
          {t('invitations.yours')}
        </Title>
        {list.isError && <FormError error={list.error} />}
        {list.data?.invitations.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('invitations.none')}
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
  const { t } = useTexts(communityTexts);
  const { shortDate } = useDates();
  const uses =
    invitation.max_uses === null
      ? t('invitations.usesCount', { count: invitation.uses })
      : t('invitations.usesOf', { used: invitation.uses, max: invitation.max_uses });
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={STATE_COLORS[invitation.state]}>
            {t(`invitations.states.${invitation.state}`)}
          </Badge>
          {invitation.joins_at_once && <Badge variant="light">{t('invitations.atOnce')}</Badge>}
          <Text size="sm">{uses}</Text>
          <Text size="sm" c="dimmed">
            {invitation.expires_at
              ? t('invitations.expiresOn', { date: shortDate(invitation.expires_at) })
              : t('invitations.neverExpires')}
          </Text>
        </Group>
        {invitation.state === 'open' && (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('invitations.link')}
              dir="ltr"
              value={invitation.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={invitation.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('invitations.copied') : t('invitations.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {invitation.used_by.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              {t('invitations.cameBy')}
            </Text>
            {invitation.used_by.map((u) => (
              <Text key={u.user.id} size="sm">
                <Trans
                  t={t}
                  i18nKey={u.outcome === 'member' ? 'invitations.joined' : 'invitations.asked'}
                  values={{ name: `${u.user.first_name} ${u.user.last_name}` }}
                  components={{ name: <bdi />, dim: <Text span c="dimmed" size="sm" /> }}
                />
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
            {t('invitations.end')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
