import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { profileTexts } from '../../i18n/areas/profile.ts';

/** "Saved": the stories she saved to read later, newest save first, each opening its page. */
export function SavedStoriesCard() {
  const { t } = useTexts(profileTexts);
  const { shortDate } = useDates();
  const saved = useQuery(trpc.content.savedStories.queryOptions());
  return (
    <Card id="saved" component="section" aria-labelledby="saved-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="saved-heading">
            {t('saved.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('saved.intro')}
          </Text>
        </div>
        {saved.isPending ? (
          <Skeleton h={48} />
        ) : saved.isError ? (
          <Alert color="red">{errorMessage(saved.error)}</Alert>
        ) : saved.data.stories.length === 0 ? (
          <Text size="sm">
            {t('saved.none')}{' '}
            <AnchorLink to="/stories" underline="always">
              {t('saved.browse')}
            </AnchorLink>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {saved.data.stories.map((story) => (
              <li key={story.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <AnchorLink
                      to="/stories/$storyId"
                      params={{ storyId: story.id }}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                      dir="auto"
                    >
                      {story.title}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      {story.section ? `${t(`saved.sections.${story.section}`)} · ` : ''}
                      <Trans
                        t={t}
                        i18nKey="saved.by"
                        values={{ name: story.author_name }}
                        components={{ name: <bdi /> }}
                      />
                    </Text>
                  </div>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('saved.savedOn', { date: shortDate(story.saved_at) })}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
