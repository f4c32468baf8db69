import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { ContentNoteGate } from '../../components/ContentNoteGate.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SEARCH_PAGE_SIZE, SEARCH_TABS, searchQuery, type SearchTab } from './queries.ts';

type Result = inferOutput<typeof trpc.search.query>['results'][number];

const route = getRouteApi('/_authed/search');

const TAB_LABELS: Record<'all' | SearchTab, string> = {
  all: 'All',
  groups: 'Groups',
  posts: 'Posts',
  stories: 'Stories',
  members: 'Members',
};
const TYPE_LABELS: Record<SearchTab, string> = {
  groups: 'Group',
  posts: 'Post',
  stories: 'Story',
  members: 'Member',
};

/** A result's link: a real href (new tab, copy link) that navigates inside the app on a plain click. */
function ResultLink({ url, children }: { url: string; children: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    void navigate({ href: url });
  };
  return (
    <Anchor href={url} onClick={onClick} fw={600} size="lg">
      {children}
    </Anchor>
  );
}

function ResultCard({ result }: { result: Result }) {
  return (
    <Card component="li" padding="lg" withBorder>
      <Group gap="sm" mb={4} wrap="nowrap">
        <Badge color="gray" style={{ flexShrink: 0 }}>
          {TYPE_LABELS[result.type]}
        </Badge>
        <ResultLink url={result.url}>{result.title}</ResultLink>
      </Group>
      {/* Behind its content note, as in the discussion (the server already left out what she
          hides, so `own` keeps the rest from vanishing while her preferences load). */}
      <ContentNoteGate note={result.content_note} own>
        {/* Text parts, never HTML: the matched words get <mark>, the rest stays plain. */}
        <Text size="sm">
          {result.snippet.map((part, i) =>
            part.match ? <mark key={i}>{part.text}</mark> : part.text,
          )}
        </Text>
      </ContentNoteGate>
    </Card>
  );
}

function Results() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const results = useQuery({
    ...searchQuery(trpc, search),
    enabled: Boolean(search.q),
    placeholderData: keepPreviousData,
  });
  if (!search.q) return <Text c="dimmed">Type a word or two to search.</Text>;
  if (results.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label="Searching">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  if (results.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        Error searching: {errorMessage(results.error)}
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { total } = results.data;
  if (results.data.results.length === 0)
    return (
      <Card padding="xl" ta="center">
        <Text fw={600}>No results for “{search.q}”.</Text>
        <Text c="dimmed" size="sm" mt={4}>
          Try other words, or another tab.
        </Text>
      </Card>
    );
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm" aria-live="polite">
        {total === 1 ? '1 result' : `${total}${results.data.total_capped ? '+' : ''} results`}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Results">
        {results.data.results.map((result) => (
          <ResultCard key={`${result.type}-${result.id}`} result={result} />
        ))}
      </Stack>
      {pages > 1 && (
        <Center mt="xl">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) =>
              void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
            }
            aria-label="Result pages"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Center>
      )}
    </>
  );
}

export function SearchPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  usePageTitle(search.q ? `Search: ${search.q}` : 'Search');
  const [text, setText] = useState(search.q ?? '');
  // A new search starts again at page 1, on the same tab.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({
      search: (prev) => ({ ...prev, q: text.trim() || undefined, page: undefined }),
    });
  };
  return (
    <>
      <PageHeader title="Search" subtitle="Groups, posts, stories and members you can see.">
        <form role="search" aria-label="Search the site" onSubmit={submit}>
          <Group mt="lg" gap="sm" wrap="nowrap" maw={680}>
            <TextInput
              aria-label="Search words"
              placeholder="Search HerCircle"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
              maxLength={100}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </PageHeader>
      <Container py="xl">
        <Tabs
          value={search.type ?? 'all'}
          onChange={(value) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                type: value && value !== 'all' ? (value as SearchTab) : undefined,
                page: undefined,
              }),
            })
          }
          mb="lg"
          // Five tabs on one line on a 390-px phone (Members wrapped alone onto a second line).
          styles={{
            list: { flexWrap: 'nowrap', overflowX: 'auto' },
            tab: { paddingInline: 'var(--mantine-spacing-sm)', flexShrink: 0 },
          }}
        >
          <Tabs.List>
            {(['all', ...SEARCH_TABS] as const).map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {TAB_LABELS[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Results />
      </Container>
    </>
  );
}
