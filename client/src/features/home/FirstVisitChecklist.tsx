import { Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Checklist } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';

function Item({ done, label, children }: { done: boolean; label: string; children?: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon
          color={done ? 'sage' : 'gray'}
          variant={done ? 'filled' : 'light'}
          size={24}
          radius="xl"
        >
          {done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Text fw={600} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
        {label}
        <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
      </Text>
      {!done && children}
    </List.Item>
  );
}

function Suggestions({ groups }: { groups: Checklist['suggested_groups'] }) {
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Browse the groups below and join one that fits.
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" component="div">
      Suggested for you:{' '}
      {groups.map((g, i) => (
        <span key={g.id}>
          {i > 0 && ', '}
          <AnchorLink to="/community/group/$groupId" params={{ groupId: g.id }} underline="always">
            {g.name}
          </AnchorLink>{' '}
          ({g.category})
        </span>
      ))}
    </Text>
  );
}

/**
 * A new member's first steps on /community, each ticked from what the server knows; gone once
 * all are done or she puts it away (kept on the server, so it stays away on every device).
 */
export function FirstVisitChecklist() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.home.checklist.queryOptions());
  const dismiss = useMutation(
    trpc.home.dismissChecklist.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.home.pathKey() }),
    }),
  );
  const data = list.data;
  if (!data || data.dismissed || data.done) return null;
  const { items } = data;
  return (
    <Container pt="lg">
      <Card component="section" aria-labelledby="first-visit-heading" withBorder p="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz="lg" id="first-visit-heading">
                Your first steps
              </Title>
              <Text size="sm" c="dimmed">
                Four small things that make the circle yours.
              </Text>
            </div>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate()}
            >
              Hide this list
            </Button>
          </Group>
          <List spacing="sm" center={false}>
            <Item done={items.profile} label="Complete your profile">
              <Text size="sm" c="dimmed">
                A few words about you.{' '}
                <AnchorLink to="/profile" underline="always">
                  Edit your profile
                </AnchorLink>
              </Text>
            </Item>
            <Item done={items.interests} label="Pick your interests">
              <Text size="sm" c="dimmed">
                They help us suggest groups.{' '}
                <AnchorLink to="/profile" underline="always">
                  Add interests
                </AnchorLink>
              </Text>
            </Item>
            <Item done={items.group} label="Join a group">
              <Suggestions groups={data.suggested_groups} />
            </Item>
            <Item done={items.hello} label="Say hello">
              <Text size="sm" c="dimmed">
                Write a first post in one of your groups: a line about you is plenty.
              </Text>
            </Item>
          </List>
        </Stack>
      </Card>
    </Container>
  );
}
