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
import { useTexts } from '../i18n/texts.ts';
import { advertisingTexts } from '../i18n/areas/advertising.ts';

/** The app banner lives in its own file (its texts are the home area's); kept importable here. */
export { AppBanner } from './AppBanner.tsx';

export function AdvertisingBlock() {
  const { t } = useTexts(advertisingTexts);
  return (
    <Box component="section" py={48} aria-labelledby="advertise-heading">
      <Container>
        <Stack gap={4} mb="lg">
          <Title order={2} id="advertise-heading" fz={28}>
            {t('title')}
          </Title>
          <Group gap="xs">
            {ADVERTISING.audience.map((a) => (
              <Badge key={a}>{t(`audience.${a}`)}</Badge>
            ))}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {ADVERTISING.options.map((o) => (
            <Card key={o}>
              <Text fw={700}>{t(`options.${o}.name`)}</Text>
              <Text c="plum" fw={600} size="sm">
                {t(`options.${o}.price`)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`options.${o}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="md" wrap="wrap">
          <List size="sm" c="dimmed">
            <List.Item>{t('note')}</List.Item>
          </List>
          <Button component={Link} to="/contact" variant="outline">
            {t('contact')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
