import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { Issue } from '@hercircle/shared';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { EmojiTile } from '../../components/Visual.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { PUBLICATIONS_PAGE } from '../../content/pages.ts';
import type { Gradient, ListingPage } from '../../content/types.ts';
import { useTexts } from '../../i18n/texts.ts';
import { mediaTexts, type IssueChip } from '../../i18n/areas/media.ts';
import { ListingLayout, useCategory } from './ListingLayout.tsx';
import { issuesQuery } from './directory-queries.ts';

/** The tile an issue without a cover shows, by its category. */
const TILES: Record<Issue['category'], { emoji: string; gradient: Gradient }> = {
  Career: { emoji: '🦁', gradient: 'coral' },
  Leadership: { emoji: '🧭', gradient: 'sage' },
  Finance: { emoji: '💸', gradient: 'apricot' },
  Wellness: { emoji: '🌙', gradient: 'dusk' },
  Parenting: { emoji: '🧸', gradient: 'rose' },
  Community: { emoji: '⭕', gradient: 'plum' },
};

/** "November 2026" for 2026-11, in her language ("noviembre de 2026"). */
const monthOf = (month: string, language: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A cover is a picture beside the issue's title: nothing to read out. */
const DECORATIVE = '';

/** The spec's Premium chip shows the members-only issues; the others are categories. */
const inChip = (chip: string, issue: Issue) =>
  chip === 'All' || (chip === 'Premium' ? issue.access === 'members' : issue.category === chip);

/**
 * Read opens the PDF in the browser's own viewer (a new tab), Download saves it. Both are plain
 * links: the browser sends her session cookie with them. A visitor meeting a members-only issue
 * gets the spec's Download, which takes her to sign in and back here.
 */
function IssueActions({ issue }: { issue: Issue }) {
  const session = useSession();
  const { t } = useTexts(mediaTexts);
  const { pathname } = useLocation();
  if (!issue.pdf_url) return null;
  if (issue.access === 'members' && !session)
    return (
      <ButtonLink
        to="/sign-in"
        search={{ redirect: pathname }}
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={t('publications.downloadSignIn', { title: issue.title })}
      >
        {t('publications.download')}
      </ButtonLink>
    );
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={issue.pdf_url}
        target="_blank"
        rel="noopener"
        variant="light"
        leftSection={<IconExternalLink size={16} aria-hidden />}
        aria-label={t('publications.readLabel', { title: issue.title })}
      >
        {t('publications.read')}
      </Button>
      <Button
        component="a"
        href={`${issue.pdf_url}?download=1`}
        download
        variant="subtle"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={t('publications.downloadLabel', { title: issue.title })}
      >
        {t('publications.download')}
      </Button>
    </Group>
  );
}

function IssueCard({ issue, latest }: { issue: Issue; latest: boolean }) {
  const { t, i18n } = useTexts(mediaTexts);
  const tile = TILES[issue.category];
  return (
    <Card padding={0} component="article">
      {issue.cover_url ? (
        <Image src={issue.cover_url} alt={DECORATIVE} h={140} fit="cover" />
      ) : (
        <EmojiTile emoji={tile.emoji} gradient={tile.gradient} />
      )}
      <Stack gap={6} p="lg">
        <Group gap="xs">
          <Badge>{t(`publications.chips.${issue.category}`)}</Badge>
          {latest && <Badge color="coral">{t('publications.latest')}</Badge>}
          {issue.access === 'members' && <Badge color="plum">{t('publications.members')}</Badge>}
        </Group>
        <Title order={2} fz="lg" dir="auto">
          {issue.title}
        </Title>
        <Text size="xs" c="dimmed">
          {t('publications.issue', {
            number: issue.issue_number,
            month: monthOf(issue.month, i18n.language),
          })}
          {issue.page_count !== null &&
            ` · ${t('publications.pages', { count: issue.page_count })}`}
        </Text>
        <Text size="sm" c="dimmed" dir="auto">
          {issue.description}
        </Text>
        {issue.topics.length > 0 && (
          <Text size="sm">
            <bdi>{issue.topics.slice(0, 3).join(' · ')}</bdi>
            {issue.topics.length > 3 && (
              <Text span c="dimmed" size="sm">
                {' '}
                {t('publications.moreTopics', { count: issue.topics.length - 3 })}
              </Text>
            )}
          </Text>
        )}
        {issue.contents.length > 0 && (
          <details>
            <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
              {t('publications.contents', { total: issue.contents.length })}
            </summary>
            <Stack component="ol" gap={2} mt={6} p={0} style={{ listStyle: 'none' }}>
              {issue.contents.map((entry) => (
                <Group
                  component="li"
                  key={`${entry.page}-${entry.title}`}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                >
                  <Text size="sm" dir="auto">
                    {entry.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('publications.page', { page: entry.page })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </details>
        )}
        <IssueActions issue={issue} />
      </Stack>
    </Card>
  );
}

export function PublicationsPage() {
  const { t } = useTexts(mediaTexts);
  usePageTitle(t('publications.title'));
  const filter = useCategory();
  const list = useQuery(issuesQuery(trpc));
  const issues = list.data?.issues ?? [];
  const shown = issues.filter((i) => inChip(filter.category, i));
  const chipLabel = (chip: string) =>
    t(`publications.chips.${chip as IssueChip}`, { defaultValue: chip });
  // The page's words in her language; its chips and links are content/pages.ts's.
  const page: ListingPage = {
    title: t('publications.title'),
    subtitle: t('publications.subtitle'),
    chips: PUBLICATIONS_PAGE.chips && {
      items: PUBLICATIONS_PAGE.chips.items,
      label: t('publications.chipsLabel'),
    },
    callToAction: PUBLICATIONS_PAGE.callToAction && {
      title: t('publications.cta.title'),
      text: t('publications.cta.text'),
      primary: { ...PUBLICATIONS_PAGE.callToAction.primary, label: t('publications.cta.submit') },
    },
  };
  return (
    <ListingLayout page={page} filter={filter} chipLabel={chipLabel}>
      {list.error && (
        <Alert color="red" variant="light">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={420} radius="md" />)}
      {list.isSuccess && shown.length === 0 && <Text c="dimmed">{t('publications.empty')}</Text>}
      {shown.map((issue) => (
        <IssueCard key={issue.id} issue={issue} latest={issue.id === issues[0]?.id} />
      ))}
    </ListingLayout>
  );
}
