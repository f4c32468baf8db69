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
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  FEWER_THAN_5,
  periodBounds,
  quarterLabel,
  quarterOf,
  recentQuarters,
  REPORT_REASONS,
  type ReportReason,
  type SmallCount,
  type TransparencyReport,
} from '@hercircle/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { dateFormat, useDates } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';
import { CountTable } from './CountTable.tsx';
import { transparencyQuery } from './queries.ts';

type Texts = TFunction<'fairProcess'>;

/** What each kind of decision did, in plain words: `transparency.kinds.<kind>`. */
const KINDS = fairProcessTexts.en.transparency.kinds;
const isKind = (kind: string): kind is keyof typeof KINDS => kind in KINDS;
const isReason = (reason: string): reason is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

/**
 * "Jul–Sep 2026": English as the spec writes it, other languages with Intl's month names joined by
 * the catalogue (not Intl's formatRange, whose spacing differs between the server's ICU and the
 * browser's: the page would not hydrate).
 */
function quarterName(key: string, language: string, t: Texts): string {
  const bounds = periodBounds(key, new Date(0));
  if (language === 'en' || !bounds) return quarterLabel(key);
  const month = dateFormat(language, { month: 'short', timeZone: 'UTC' });
  const year = dateFormat(language, { year: 'numeric', timeZone: 'UTC' });
  return t('transparency.quarterName', {
    from: month.format(bounds.from),
    to: month.format(new Date(bounds.to.getTime() - 86_400_000)),
    year: year.format(bounds.from),
  });
}

/** The last 90 days, then this quarter so far and the three before it. */
function periodChoices(now: Date, t: Texts, language: string) {
  const current = quarterOf(now);
  return [
    { key: undefined, label: t('transparency.last90Days') },
    ...recentQuarters(now).map((key) => {
      const period = quarterName(key, language, t);
      return { key, label: key === current ? t('transparency.soFar', { period }) : period };
    }),
  ];
}

/** The report's figures in her language: English as the spec writes them ("29%", "1234"). */
function useFigures() {
  const { t, i18n } = useTexts(fairProcessTexts);
  const english = i18n.language === 'en';
  const numbers = new Intl.NumberFormat(i18n.language);
  const percents = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return {
    percent: (share: number) =>
      english ? `${Math.round(share * 100)}%` : percents.format(Math.round(share * 100) / 100),
    count: (value: SmallCount) =>
      value === FEWER_THAN_5
        ? t('transparency.fewerThan5')
        : english
          ? String(value)
          : numbers.format(value),
    hours: (hours: number | null) => {
      if (hours === null) return t('transparency.noneResolved');
      if (hours < 1) return t('transparency.underAnHour');
      if (hours < 48) return t('transparency.hours', { count: Math.round(hours) });
      return t('transparency.days', { count: Math.round(hours / 24) });
    },
  };
}

/** /transparency: what members reported and what the moderators did, from the site's records. */
export function TransparencyPage({ period }: { period: string | undefined }) {
  const { t, i18n } = useTexts(fairProcessTexts);
  usePageTitle(t('transparency.title'));
  const report = useQuery(transparencyQuery(trpc, period));
  const choices = periodChoices(new Date(), t, i18n.language);
  return (
    <>
      <PageHeader title={t('transparency.title')} subtitle={t('transparency.subtitle')} />
      <Container py={48}>
        <Stack gap="xl">
          <Group gap="xs" component="nav" aria-label={t('transparency.period')}>
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
            <Stack gap="md" role="status" aria-busy="true" aria-label={t('transparency.loading')}>
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
  const { t } = useTexts(fairProcessTexts);
  const { t: safety } = useTexts(safetyLabelsTexts);
  const { zone, shortDate } = useDates();
  const { percent, count, hours } = useFigures();
  const last = new Date(new Date(report.period.to).getTime() - 1).toISOString();
  const figures: [string, string][] = [
    [t('transparency.medianTime'), hours(report.median_hours_to_first_action)],
    [t('transparency.automated'), percent(report.automated_share)],
    [t('transparency.appeals'), count(report.appeals)],
    [t('transparency.reversals'), count(report.reversals)],
  ];
  const range = { from: shortDate(report.period.from), to: shortDate(last) };
  return (
    <Stack gap="xl">
      <Text c="dimmed">
        {zone === 'UTC' ? t('transparency.rangeUtc', range) : t('transparency.range', range)}
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
          title={t('transparency.byCategory')}
          what={t('transparency.category')}
          rows={Object.entries(report.reports_by_category).map(([reason, n]) => [
            isReason(reason) ? safety(`reasons.${reason}`) : reason,
            count(n),
          ])}
        />
        {/* A rule is named as the site's admins wrote it ("2. No harassment"). */}
        <CountTable
          id="actions-by-rule"
          title={t('transparency.byRule')}
          what={t('transparency.rule')}
          rows={Object.entries(report.actions_by_rule).map(([rule, n]) => [rule, count(n)])}
          isolate
        />
        <CountTable
          id="actions-by-kind"
          title={t('transparency.byKind')}
          what={t('transparency.kind')}
          rows={Object.entries(report.actions_by_kind).map(([kind, n]) => [
            isKind(kind) ? t(`transparency.kinds.${kind}`) : kind,
            count(n),
          ])}
        />
      </SimpleGrid>
    </Stack>
  );
}

function HowToRead() {
  const { t } = useTexts(fairProcessTexts);
  return (
    <section aria-labelledby="how-to-read">
      <Title order={2} fz={22} id="how-to-read" mb="xs">
        {t('transparency.howToRead')}
      </Title>
      <List spacing={6} lh={1.6}>
        <List.Item>
          {t('transparency.smallCounts', { fewer: t('transparency.fewerThan5') })}
        </List.Item>
        <List.Item>{t('transparency.counted')}</List.Item>
        <List.Item>{t('transparency.automatically')}</List.Item>
        <List.Item>
          <Trans
            t={t}
            i18nKey="transparency.rules"
            components={{ guidelines: <Anchor href="/guidelines" underline="always" /> }}
          />
        </List.Item>
        <List.Item>{t('transparency.timeToAction')}</List.Item>
        <List.Item>
          <Trans
            t={t}
            i18nKey="transparency.quarters"
            components={{ contact: <Anchor component={Link} to="/contact" underline="always" /> }}
          />
        </List.Item>
      </List>
    </section>
  );
}
