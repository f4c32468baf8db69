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
import type { Gradient } from '../../content/types.ts';
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

/** "November 2026" for 2026-11. */
const monthOf = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
  const { pathname } = useLocation();
  if (!issue.pdf_url) return null;
  if (issue.access === 'members' && !session)
    return (
      <ButtonLink
        to="/sign-in"
        search={{ redirect: pathname }}
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={`Download ${issue.title} (sign in first: members only)`}
      >
        Download
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
        aria-label={`Read ${issue.title} (PDF, opens in a new tab)`}
      >
        Read
      </Button>
      <Button
        component="a"
        href={`${issue.pdf_url}?download=1`}
        download
        variant="subtle"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={`Download ${issue.title}`}
      >
        Download
      </Button>
    </Group>
  );
}

function IssueCard({ issue, latest }: { issue: Issue; latest: boolean }) {
  const tile = TILES[issue.category];
  return (
    <Card padding={0} component="article">
      {issue.cover_url ? (
        <Image src={issue.cover_url} alt="" h={140} fit="cover" />
      ) : (
        <EmojiTile emoji={tile.emoji} gradient={tile.gradient} />
      )}
      <Stack gap={6} p="lg">
        <Group gap="xs">
          <Badge>{issue.category}</Badge>
          {latest && <Badge color="coral">Latest Issue</Badge>}
          {issue.access === 'members' && <Badge color="plum">Members</Badge>}
        </Group>
        <Title order={2} fz="lg">
          {issue.title}
        </Title>
        <Text size="xs" c="dimmed">
          Issue {issue.issue_number} · {monthOf(issue.month)}
          {issue.page_count !== null && ` · ${issue.page_count} pages`}
        </Text>
        <Text size="sm" c="dimmed">
          {issue.description}
        </Text>
        {issue.topics.length > 0 && (
          <Text size="sm">
            {issue.topics.slice(0, 3).join(' · ')}
            {issue.topics.length > 3 && (
              <Text span c="dimmed" size="sm">
                {' '}
                +{issue.topics.length - 3} more topics
              </Text>
            )}
          </Text>
        )}
        {issue.contents.length > 0 && (
          <details>
            <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
              Contents ({issue.contents.length})
            </summary>
            <Stack component="ol" gap={2} mt={6} pl={0} style={{ listStyle: 'none' }}>
              {issue.contents.map((entry) => (
                <Group
                  component="li"
                  key={`${entry.page}-${entry.title}`}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                >
                  <Text size="sm">{entry.title}</Text>
                  <Text size="sm" c="dimmed">
                    p. {entry.page}
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
  usePageTitle(PUBLICATIONS_PAGE.title);
  const filter = useCategory();
  const list = useQuery(issuesQuery(trpc));
  const issues = list.data?.issues ?? [];
  const shown = issues.filter((i) => inChip(filter.category, i));
  return (
    <ListingLayout page={PUBLICATIONS_PAGE} filter={filter}>
      {list.error && (
        <Alert color="red" variant="light">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={420} radius="md" />)}
      {list.isSuccess && shown.length === 0 && (
        <Text c="dimmed">No issues in this category yet.</Text>
      )}
      {shown.map((issue) => (
        <IssueCard key={issue.id} issue={issue} latest={issue.id === issues[0]?.id} />
      ))}
    </ListingLayout>
  );
}
