import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { install, useInstallState } from '../features/app/install-prompt.ts';
import { ADVERTISING } from '../content/advertising.ts';
import { APP_BANNER } from '../content/home.ts';

/**
 * The app banner: HerCircle installs from the browser (issue 34). Where the browser offers to
 * install it, a button asks; elsewhere (Safari, Firefox) it says how; in the installed app it says so.
 */
export function AppBanner() {
  const state = useInstallState();
  const [showHow, setShowHow] = useState(false);
  const howId = useId();
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
              {APP_BANNER.title}
            </Title>
            <Text c="dimmed">{APP_BANNER.text}</Text>
          </Stack>
          {state === 'installed' && (
            <Text fw={600} role="status">
              {APP_BANNER.installed}
            </Text>
          )}
          {state === 'offered' && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void install()}
            >
              {APP_BANNER.install}
            </Button>
          )}
          {state === 'manual' && (
            <Button
              variant="default"
              aria-expanded={showHow}
              aria-controls={howId}
              onClick={() => setShowHow((shown) => !shown)}
            >
              {APP_BANNER.how}
            </Button>
          )}
        </Group>
        {state === 'manual' && showHow && (
          <List id={howId} mt="lg" spacing="xs" size="sm">
            {APP_BANNER.steps.map(([where, what]) => (
              <List.Item key={where}>
                <Text span fw={600} size="sm">
                  {where}:
                </Text>{' '}
                {what}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Container>
  );
}

export function AdvertisingBlock() {
  return (
    <Box component="section" py={48} aria-labelledby="advertise-heading">
      <Container>
        <Stack gap={4} mb="lg">
          <Title order={2} id="advertise-heading" fz={28}>
            Advertise with HerCircle
          </Title>
          <Group gap="xs">
            {ADVERTISING.audience.map((a) => (
              <Badge key={a}>{a}</Badge>
            ))}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {ADVERTISING.options.map((o) => (
            <Card key={o.name}>
              <Text fw={700}>{o.name}</Text>
              <Text c="plum" fw={600} size="sm">
                {o.price}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {o.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="md" wrap="wrap">
          <List size="sm" c="dimmed">
            <List.Item>{ADVERTISING.note}</List.Item>
          </List>
          <Button component={Link} to="/contact" variant="outline">
            Talk to our partnerships team
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
