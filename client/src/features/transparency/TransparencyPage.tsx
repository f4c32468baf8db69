import {
  Alert,
  Anchor,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import {
  FEWER_THAN_5,
  quarterLabel,
  quarterOf,
  recentQuarters,
  REPORT_REASON_LABELS,
  type ReportReason,
  type TransparencyReport,
} from '@hercircle/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { shortDate, useDateZone } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CountTable } from './CountTable.tsx';
import { transparencyQuery } from './queries.ts';

const TITLE = 'Transparency report';

/** What each kind of decision did, in plain words. */
const KIND_LABELS: Record<string, string> = {
  hide: 'Hidden by a moderator',
  remove: 'Removed by a moderator',
  auto_hide: 'Hidden automatically after several reports',
  ban: 'Banned from a group',
  suspend: 'Account suspended',
  decline_story: 'Story declined',
  remove_member: 'Removed from a group',
  mute: 'Paused from posting after repeated breaches',
};

/** The last 90 days, then this quarter so far and the three before it. */
function periodChoices(now: Date) {
  const current = quarterOf(now);
  return [
    { key: undefined, label: 'Last 90 days' },
    ...recentQuarters(now).map((key) => ({
      key,
      label: `${quarterLabel(key)}${key === current ? ' (so far)' : ''}`,
    })),
  ];
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const count = (value: number | string) => (typeof value === 'number' ? String(value) : value);

function hoursText(hours: number | null): string {
  if (hours === null) return 'None resolved yet';
  if (hours < 1) return 'Under an hour';
  if (hours < 48) return `${Math.round(hours)} ${Math.round(hours) === 1 ? 'hour' : 'hours'}`;
  return `${Math.round(hours / 24)} days`;
}

/** /transparency: what members reported and what the moderators did, from the site's records. */
export function TransparencyPage({ period }: { period: string | undefined }) {
  usePageTitle(TITLE);
  const report = useQuery(transparencyQuery(trpc, period));
  const choices = periodChoices(new Date());
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="What members reported to us and what our moderators did about it, counted from our own records."
      />
      <Container py={48}>
        <Stack gap="xl">
          <Group gap="xs" component="nav" aria-label="Period">
            {choices.map((c) => {
              const active = c.key === period;
              return (
                <ButtonLink
                  key={c.label}
                  to="/transparency"
                  search={{ period: c.key }}
                  size="compact-md"
                  radius="xl"
                  variant={active ? 'filled' : 'light'}
                  aria-current={active ? 'page' : undefined}
                >
                  {c.label}
                </ButtonLink>
              );
            })}
          </Group>
          {report.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the report">
              <Skeleton h={96} />
              <Skeleton h={240} />
            </Stack>
          ) : report.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(report.error)}
            </Alert>
          ) : (
            <ReportBody report={report.data} />
          )}
          <HowToRead />
        </Stack>
      </Container>
    </>
  );
}

function ReportBody({ report }: { report: TransparencyReport }) {
  const zone = useDateZone();
  const last = new Date(new Date(report.period.to).getTime() - 1).toISOString();
  const figures: [string, string][] = [
    [
      'Median time from a report to its first action',
      hoursText(report.median_hours_to_first_action),
    ],
    ['Decisions taken automatically', percent(report.automated_share)],
    ['Appeals made', count(report.appeals)],
    ['Decisions reversed on appeal', count(report.reversals)],
  ];
  return (
    <Stack gap="xl">
      <Text c="dimmed">
        From {shortDate(report.period.from, zone)} to {shortDate(last, zone)}
        {zone === 'UTC' ? ' (UTC)' : ''}.
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="md" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fz={28} fw={600} ff="heading" m={0}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <CountTable
          id="reports-by-category"
          title="Reports received, by category"
          what="Category"
          rows={Object.entries(report.reports_by_category).map(([reason, n]) => [
            REPORT_REASON_LABELS[reason as ReportReason] ?? reason,
            count(n),
          ])}
        />
        <CountTable
          id="actions-by-rule"
          title="Actions taken, by rule"
          what="Rule"
          rows={Object.entries(report.actions_by_rule).map(([rule, n]) => [rule, count(n)])}
        />
        <CountTable
          id="actions-by-kind"
          title="Actions taken, by kind"
          what="What was done"
          rows={Object.entries(report.actions_by_kind).map(([kind, n]) => [
            KIND_LABELS[kind] ?? kind,
            count(n),
          ])}
        />
      </SimpleGrid>
    </Stack>
  );
}

function HowToRead() {
  return (
    <section aria-labelledby="how-to-read">
      <Title order={2} fz={22} id="how-to-read" mb="xs">
        How to read this
      </Title>
      <List spacing={6} lh={1.6}>
        <List.Item>
          Any number under five is shown as “{FEWER_THAN_5}”, so that no one can be recognised from
          a small count.
        </List.Item>
        <List.Item>
          A report is counted in the period it was made. An action is a moderation decision about a
          member’s content or account: hiding or removing a post, banning someone from a group,
          suspending an account, declining a story.
        </List.Item>
        <List.Item>
          “Automatically” means no person decided: a post, reply or message is hidden once enough
          members report it, until a moderator reviews it.
        </List.Item>
        <List.Item>
          Every decision names the rule it applies from our{' '}
          <Anchor href="/guidelines" underline="always">
            community guidelines
          </Anchor>
          , and the member affected can appeal it once, to another admin. A reversed decision is
          undone.
        </List.Item>
        <List.Item>
          The time to first action runs from when a report is made to when a moderator resolves it,
          whether by acting or by dismissing it: half of the reports were resolved faster, half took
          longer.
        </List.Item>
        <List.Item>
          Quarters run on UTC dates; the current quarter counts up to today. Found something that
          looks wrong?{' '}
          <Anchor component={Link} to="/contact" underline="always">
            Tell us
          </Anchor>
          .
        </List.Item>
      </List>
    </section>
  );
}
