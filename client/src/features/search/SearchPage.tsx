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
import { useTexts } from '../../i18n/texts.ts';
import { searchTexts } from '../../i18n/areas/search.ts';

type Result = inferOutput<typeof trpc.search.query>['results'][number];

const route = getRouteApi('/_authed/search');

/** A result's link: a real href (new tab, copy link) that navigates inside the app on a plain click. */
function ResultLink({ url, children }: { url: string; children: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    void navigate({ href: url });
  };
  return (
    <Anchor href={url} onClick={onClick} fw={600} size="lg" dir="auto">
      {children}
    </Anchor>
  );
}

function ResultCard({ result }: { result: Result }) {
  const { t } = useTexts(searchTexts);
  return (
    <Card component="li" padding="lg" withBorder>
      <Group gap="sm" mb={4} wrap="nowrap">
        <Badge color="gray" style={{ flexShrink: 0 }}>
          {t(`types.${result.type}`)}
        </Badge>
        <ResultLink url={result.url}>{result.title}</ResultLink>
      </Group>
      {/* Behind its content note, as in the discussion (the server already left out what she
          hides, so `own` keeps the rest from vanishing while her preferences load). */}
      <ContentNoteGate note={result.content_note} own>
        {/* Text parts, never HTML: the matched words get <mark>, the rest stays plain. */}
        <Text size="sm" dir="auto">
          {result.snippet.map((part, i) =>
            part.match ? <mark key={i}>{part.text}</mark> : part.text,
          )}
        </Text>
      </ContentNoteGate>
    </Card>
  );
}

function Results() {
  const { t, i18n } = useTexts(searchTexts);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const results = useQuery({
    ...searchQuery(trpc, search),
    enabled: Boolean(search.q),
    placeholderData: keepPreviousData,
  });
  if (!search.q) return <Text c="dimmed">{t('results.hint')}</Text>;
  if (results.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label={t('results.searching')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  if (results.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('results.error', { error: errorMessage(results.error) })}
        <Button variant="subtle" size="compact-sm" ms="sm" onClick={() => void results.refetch()}>
          {t('results.tryAgain')}
        </Button>
      </Alert>
    );
  const { total } = results.data;
  if (results.data.results.length === 0)
    return (
      <Card padding="xl" ta="center">
        <Text fw={600}>{t('results.none', { q: search.q })}</Text>
        <Text c="dimmed" size="sm" mt={4}>
          {t('results.noneHint')}
        </Text>
      </Card>
    );
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm" aria-live="polite">
        {t('results.count', {
          count: total,
          number: `${new Intl.NumberFormat(i18n.language).format(total)}${results.data.total_capped ? '+' : ''}`,
        })}
      </Text>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('results.list')}
      >
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
            aria-label={t('results.pages')}
            getControlProps={(control) => ({ 'aria-label': t(`results.controls.${control}`) })}
          />
        </Center>
      )}
    </>
  );
}

export function SearchPage() {
  const { t } = useTexts(searchTexts);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  usePageTitle(search.q ? t('page.titleWords', { q: search.q }) : t('page.title'));
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
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')}>
        <form role="search" aria-label={t('page.form')} onSubmit={submit}>
          <Group mt="lg" gap="sm" wrap="nowrap" maw={680}>
            <TextInput
              aria-label={t('page.words')}
              placeholder={t('page.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
              maxLength={100}
            />
            <Button type="submit">{t('page.submit')}</Button>
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
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Results />
      </Container>
    </>
  );
}
