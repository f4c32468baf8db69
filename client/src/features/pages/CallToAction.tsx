import { Card, Group, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import type { ListingPage } from '../../content/types.ts';

/** The card that closes a listing page: a heading, one line, and its two links. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: NonNullable<ListingPage['callToAction']>) {
  return (
    <Card mt={48} padding="xl" ta="center">
      <Title order={2} fz={24}>
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        {text}
      </Text>
      <Group justify="center">
        <ButtonLink to={primary.to} hash={primary.hash} variant="cta">
          {primary.label}
        </ButtonLink>
        {secondary && (
          <ButtonLink to={secondary.to} hash={secondary.hash} variant="outline">
            {secondary.label}
          </ButtonLink>
        )}
      </Group>
    </Card>
  );
}
