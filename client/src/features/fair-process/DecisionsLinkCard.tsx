import { Card, Stack, Text, Title } from '@mantine/core';
import { CardLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** In Settings, beside My reports: the way to the statements of reasons about her. */
export function DecisionsLinkCard() {
  const { t } = useTexts(settingsTexts);
  return (
    <Card>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('decisions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('decisions.intro')}
        </Text>
        <CardLink to="/decisions" aria-label={t('decisions.link')}>
          {t('decisions.link')}
        </CardLink>
      </Stack>
    </Card>
  );
}
