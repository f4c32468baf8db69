import { Card, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** On the group page, for its admins: the way to the group's dashboard. */
export function DashboardLinkCard({ groupId }: { groupId: number }) {
  const { t } = useTexts(groupTexts);
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('dashboard.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.body')}
        </Text>
        <ButtonLink
          to="/community/group/$groupId/insights"
          params={{ groupId }}
          variant="light"
          leftSection={<IconChartBar size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('dashboard.open')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
