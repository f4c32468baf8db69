import { Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { install, useInstallState } from '../features/app/install-prompt.ts';
import { APP_INSTALL_STEPS } from '../content/home.ts';
import { useTexts } from '../i18n/texts.ts';
import { homeTexts } from '../i18n/areas/home.ts';

/**
 * The app banner: HerCircle installs from the browser (issue 34). Where the browser offers to
 * install it, a button asks; elsewhere (Safari, Firefox) it says how; in the installed app it says so.
 */
export function AppBanner() {
  const state = useInstallState();
  const [showHow, setShowHow] = useState(false);
  const howId = useId();
  const { t } = useTexts(homeTexts);
  return (
    <Container py={48}>
      <Card
        padding="xl"
        radius="lg"
        style={{
          background: 'light-dark(var(--mantine-color-plum-0), var(--mantine-color-dark-6))',
        }}
      >
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4} maw={520}>
            <Title order={2} fz={24}>
              {t('appBanner.title')}
            </Title>
            <Text c="dimmed">{t('appBanner.text')}</Text>
          </Stack>
          {state === 'installed' && (
            <Text fw={600} role="status">
              {t('appBanner.installed')}
            </Text>
          )}
          {state === 'offered' && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void install()}
            >
              {t('appBanner.install')}
            </Button>
          )}
          {state === 'manual' && (
            <Button
              variant="default"
              aria-expanded={showHow}
              aria-controls={howId}
              onClick={() => setShowHow((shown) => !shown)}
            >
              {t('appBanner.how')}
            </Button>
          )}
        </Group>
        {state === 'manual' && showHow && (
          <List id={howId} mt="lg" spacing="xs" size="sm">
            {APP_INSTALL_STEPS.map((step) => (
              <List.Item key={step}>
                <Text span fw={600} size="sm">
                  {t(`appBanner.steps.${step}.where`)}:
                </Text>{' '}
                {t(`appBanner.steps.${step}.what`)}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Container>
  );
}
