import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import type { Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage, isNotFound } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { InZone } from '../../components/InZone.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeferredPart } from '../../components/DeferredPart.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';
import { SignInPrompt } from './SignInPrompt.tsx';
import { GroupActions } from './GroupActions.tsx';
import { Discussion } from './Discussion.tsx';
import { MembersCard } from './MembersCard.tsx';
import { RequestsCard } from './RequestsCard.tsx';
import { ReportsCard } from './ReportsCard.tsx';
import { GrowthCard } from './GrowthCard.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';
import { QuietMembershipCard } from './QuietMembershipCard.tsx';
import { DashboardLinkCard } from '../group-insights/DashboardLinkCard.tsx';
import { GroupEventsCard } from '../events/GroupEventsCard.tsx';

function GroupNotFound() {
  const { t } = useTexts(groupTexts);
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Card padding="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} fz={28}>
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
          <Button
            component={Link}
            to="/community"
            leftSection={<IconArrowLeft size={16} aria-hidden className="flip-rtl" />}
            mt="sm"
          >
            {t('notFound.back')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

export function GroupPage({ groupId }: { groupId: number }) {
  const session = useSession();
  const { t } = useTexts(groupTexts);
  if (!session) return <SignInPrompt title={t('signIn.title')} text={t('signIn.text')} />;
  return <GroupView groupId={groupId} />;
}

function GroupView({ groupId }: { groupId: number }) {
  const query = useQuery(trpc.community.get.queryOptions({ id: groupId }));
  const { t, i18n } = useTexts(groupTexts);
  usePageTitle(query.data?.group.name ?? t('page.title'));

  if (query.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <GroupNotFound />;
    return (
      <Container py="xl">
        <Alert color="red" variant="light" role="alert" title={t('page.loadError')}>
          {errorMessage(query.error)}
        </Alert>
      </Container>
    );
  }

  const group = query.data.group;

  return (
    <>
      <Card radius={0} padding={0} withBorder={false} className="hc-band">
        <Container py={{ base: 'lg', sm: 40 }}>
          <Button
            component={Link}
            to="/community"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} aria-hidden className="flip-rtl" />}
            mb="sm"
          >
            {t('page.allGroups')}
          </Button>
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
              <Group gap="xs">
                {group.is_private ? (
                  <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                    {t('page.private')}
                  </Badge>
                ) : (
                  <Badge color="sage" leftSection={<IconWorld size={12} aria-hidden />}>
                    {t('page.public')}
                  </Badge>
                )}
                <Badge>{group.category}</Badge>
                {group.my_role && (
                  <Badge color="sage">
                    {group.my_role === 'admin' ? t('page.youAreAdmin') : t('page.member')}
                  </Badge>
                )}
              </Group>
              <Title order={1} fz={{ base: 28, sm: 38 }} dir="auto">
                {group.name}
              </Title>
              <Text maw={680} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                {group.description}
              </Text>
              <Group gap="lg" c="dimmed">
                <Group gap={6}>
                  <IconUsers size={16} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {t('page.members', {
                      current: group.member_count,
                      count: group.max_members,
                    })}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  <InZone>
                    {(zone) =>
                      group.creator_name ? (
                        <Trans
                          t={t}
                          i18nKey="page.createdBy"
                          values={{
                            date: shortDate(group.created_at, zone, i18n.language),
                            name: group.creator_name,
                          }}
                          components={{ name: <bdi /> }}
                        />
                      ) : (
                        t('page.created', {
                          date: shortDate(group.created_at, zone, i18n.language),
                        })
                      )
                    }
                  </InZone>
                </Text>
              </Group>
            </Stack>
            <GroupActions group={group} />
          </Group>
        </Container>
      </Card>
      {/* Rendered after the group's heading has painted: the whole page in one go kept a phone's
          main thread busy for several hundred milliseconds. */}
      <DeferredPart placeholder={<Container py="xl" mih="100vh" />}>
        <GroupBody group={group} />
      </DeferredPart>
    </>
  );
}

/** The discussion and the side cards. */
function GroupBody({ group }: { group: GroupData }) {
  const canRead = group.is_member || !group.is_private;
  const isManager = group.my_role === 'admin';
  const { t } = useTexts(groupTexts);
  return (
    <Container py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {group.is_member && <WelcomeCard groupId={group.id} groupName={group.name} />}
          {canRead ? (
            <Discussion group={group} />
          ) : (
            <Card padding="xl">
              <Text fw={600}>{t('page.privateTitle')}</Text>
              <Text c="dimmed" size="sm">
                {t('page.privateText')}
              </Text>
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {isManager && group.is_private && <RequestsCard groupId={group.id} />}
            {isManager && <DashboardLinkCard groupId={group.id} />}
            {isManager && <ReportsCard groupId={group.id} />}
            {isManager && <GrowthCard group={group} />}
            {group.is_member && <GroupEventsCard groupId={group.id} canCreate={isManager} />}
            {canRead && <MembersCard group={group} />}
            {group.is_member && <QuietMembershipCard group={group} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
