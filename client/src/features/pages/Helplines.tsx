import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { HELPLINES, resourcesQuery } from './directory-queries.ts';
import { ResourceItem, useCountryName } from './ResourceItem.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { topicsTexts } from '../../i18n/areas/topics.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';

export function Helplines() {
  const { t } = useTexts(topicsTexts);
  // The Report dialog's words for the same helplines.
  const { t: safety } = useTexts(safetyTexts);
  const countryName = useCountryName();
  const list = useQuery(resourcesQuery(trpc, HELPLINES));
  return (
    <Card component="section" aria-labelledby="helplines-heading" style={{ alignSelf: 'start' }}>
      <Title order={2} fz="lg" mb={4} id="helplines-heading">
        {t('helplines.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {safety('crisis.intro')}
      </Text>
      {list.isPending && <Skeleton h={160} />}
      {list.isError && (
        <Alert color="red" variant="light">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.data && (
        <>
          {list.data.country && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('helplines.countryFirst', { country: countryName(list.data.country) })}
            </Text>
          )}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.resources.map((r) => (
              <ResourceItem key={r.id} resource={r} />
            ))}
          </Stack>
        </>
      )}
      <Text size="sm" fw={600} mt="sm">
        {safety('crisis.emergency')}
      </Text>
    </Card>
  );
}
