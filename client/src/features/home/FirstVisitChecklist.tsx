import { Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Checklist } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { homeTexts } from '../../i18n/areas/home.ts';

function Item({ done, label, children }: { done: boolean; label: string; children?: ReactNode }) {
  const { t } = useTexts(homeTexts);
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
        <span className="sr-only"> {done ? t('checklist.done') : t('checklist.todo')}</span>
      </Text>
      {!done && children}
    </List.Item>
  );
}

function Suggestions({ groups }: { groups: Checklist['suggested_groups'] }) {
  const { t } = useTexts(homeTexts);
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('checklist.browseGroups')}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" component="div">
      {t('checklist.suggested')}{' '}
      {groups.map((g, i) => (
        <span key={g.id}>
          {i > 0 && t('checklist.separator')}
          <AnchorLink
            to="/community/group/$groupId"
            params={{ groupId: g.id }}
            underline="always"
            dir="auto"
          >
            {g.name}
          </AnchorLink>{' '}
          (<bdi>{g.category}</bdi>)
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
  const { t } = useTexts(homeTexts);
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
                {t('checklist.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('checklist.intro')}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate()}
            >
              {t('checklist.hide')}
            </Button>
          </Group>
          <List spacing="sm" center={false}>
            <Item done={items.profile} label={t('checklist.profile')}>
              <Text size="sm" c="dimmed">
                {t('checklist.profileHint')}{' '}
                <AnchorLink to="/profile" underline="always">
                  {t('checklist.editProfile')}
                </AnchorLink>
              </Text>
            </Item>
            <Item done={items.interests} label={t('checklist.interests')}>
              <Text size="sm" c="dimmed">
                {t('checklist.interestsHint')}{' '}
                <AnchorLink to="/profile" underline="always">
                  {t('checklist.addInterests')}
                </AnchorLink>
              </Text>
            </Item>
            <Item done={items.group} label={t('checklist.group')}>
              <Suggestions groups={data.suggested_groups} />
            </Item>
            <Item done={items.hello} label={t('checklist.hello')}>
              <Text size="sm" c="dimmed">
                {t('checklist.helloHint')}
              </Text>
            </Item>
          </List>
        </Stack>
      </Card>
    </Container>
  );
}
