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
import { ADVERTISING } from '../content/advertising.ts';
import { APP_BANNER } from '../content/home.ts';

/** App download banner: the store addresses are not published yet, so the buttons explain that. */
export function AppBanner() {
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
          <Group gap="sm">
            <Button
              component={Link}
              to="/contact"
              variant="default"
              aria-label="App Store: ask us when the iOS app launches"
            >
              App Store
            </Button>
            <Button
              component={Link}
              to="/contact"
              variant="default"
              aria-label="Google Play: ask us when the Android app launches"
            >
              ▶ Google Play
            </Button>
          </Group>
        </Group>
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
