import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { countryName } from '@hercircle/shared/publications';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CRISIS_EMERGENCY_NOTE, CRISIS_INTRO } from '../../content/crisis-resources.ts';
import { resourcesQuery } from './directory-queries.ts';
import { ResourceItem } from './ResourceItem.tsx';

/** The directory's mental-health helplines, hers first: the Mental Health topic page shows them. */
export const HELPLINES = { topic: 'mental-health', type: 'helpline' } as const;

export function Helplines() {
  const list = useQuery(resourcesQuery(trpc, HELPLINES));
  return (
    <Card component="section" aria-labelledby="helplines-heading" style={{ alignSelf: 'start' }}>
      <Title order={3} fz="lg" mb={4} id="helplines-heading">
        Talk to someone now
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {CRISIS_INTRO}
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
              {countryName(list.data.country)} first
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
        {CRISIS_EMERGENCY_NOTE}
      </Text>
    </Card>
  );
}
