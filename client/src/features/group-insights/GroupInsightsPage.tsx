import {
  Alert,
  Card,
  Container,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Group as GroupData, GroupInsights, SmallCount } from '@hercircle/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';
import { countText } from './count-text.ts';
import { MembersChart } from './MembersChart.tsx';

type Figure = keyof (typeof communityTexts)['en']['insights']['figures'];

/** The figures at the top, in the order a leader reads them: `insights.figures.<figure>`. */
function figuresOf(insights: GroupInsights, group: GroupData): [Figure, SmallCount | number][] {
  return [
    ['members', insights.members],
    ['active', insights.active_members_week],
    ['posts', insights.posts_week],
    ['replies', insights.replies_week],
    // A public group has no requests to join.
    ...(group.is_private ? [['requests', insights.pending_requests] as [Figure, SmallCount]] : []),
    ['reports', insights.open_reports],
  ];
}

/**
 * /community/group/{id}/insights: a group's dashboard for its admins. Counts of people under 5
 * arrive as "fewer than 5" and are shown as such.
 */
export function GroupInsightsPage({ groupId }: { groupId: number }) {
  const { t } = useTexts(communityTexts);
  const group = useQuery(trpc.community.get.queryOptions({ id: groupId }));
  const insights = useQuery(trpc.community.insights.queryOptions({ id: groupId }));
  usePageTitle(
    group.data ? t('insights.pageTitle', { name: group.data.group.name }) : t('insights.title'),
  );
  const error = group.error ?? insights.error;
  return (
    <>
      <PageHeader
        title={t('insights.title')}
        subtitle={group.data && <span dir="auto">{group.data.group.name}</span>}
      >
        <ButtonLink
          to="/community/group/$groupId"
          params={{ groupId }}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} aria-hidden className="flip-rtl" />}
          mt="sm"
        >
          {t('insights.back')}
        </ButtonLink>
      </PageHeader>
      <Container py={{ base: 'lg', sm: 48 }}>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={t('insights.failed')}>
            {errorMessage(error)}
          </Alert>
        ) : !group.data || !insights.data ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('insights.loading')}>
            <Skeleton h={96} />
            <Skeleton h={320} />
          </Stack>
        ) : (
          <Dashboard insights={insights.data.insights} group={group.data.group} />
        )}
      </Container>
    </>
  );
}

function Dashboard({ insights, group }: { insights: GroupInsights; group: GroupData }) {
  const { t, i18n } = useTexts(communityTexts);
  return (
    <Stack gap="xl">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
        {figuresOf(insights, group).map(([figure, value]) => (
          <Paper key={figure} withBorder p="md" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(`insights.figures.${figure}`)}
            </Text>
            {/* "fewer than 5" a size down, so that it fits a phone's half-width card. */}
            <Text
              component="dd"
              fz={typeof value === 'number' ? 24 : 20}
              fw={600}
              ff="heading"
              m={0}
            >
              {countText(value, i18n.language, t('insights.fewerThan5'))}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Card>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('insights.overTime')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('insights.overTimeText')}
            </Text>
          </div>
          <MembersChart weeks={insights.members_by_week} />
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        {t('insights.note')}
      </Text>
    </Stack>
  );
}
