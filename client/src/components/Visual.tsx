import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { Card as ContentCard, Gradient } from '../content/types.ts';
import classes from './Visual.module.css';

const GRADIENTS: Record<Gradient, string> = {
  plum: 'linear-gradient(135deg, var(--mantine-color-plum-2), var(--mantine-color-plum-5))',
  coral: 'linear-gradient(135deg, var(--mantine-color-coral-1), var(--mantine-color-coral-4))',
  apricot: 'linear-gradient(135deg, #ffe8cc, #ffc078)',
  sage: 'linear-gradient(135deg, var(--mantine-color-sage-1), var(--mantine-color-sage-4))',
  dusk: 'linear-gradient(135deg, #d0bfff, var(--mantine-color-plum-4))',
  rose: 'linear-gradient(135deg, #ffdeeb, #f783ac)',
};

/** A decorative gradient panel with a large emoji: the app's illustrations ship with it. */
export function EmojiTile({
  emoji,
  gradient = 'plum',
  height = 140,
}: {
  emoji: string;
  gradient?: Gradient;
  height?: number;
}) {
  return (
    <div
      aria-hidden="true"
      className={classes.tile}
      style={{
        background: GRADIENTS[gradient],
        fontSize: height / 2.6,
        height: `calc(${height / 16}rem * var(--mantine-scale))`,
      }}
    >
      {emoji}
    </div>
  );
}

export function SectionHeading({
  title,
  subtitle,
  id,
}: {
  title: string;
  subtitle?: string;
  id?: string;
}) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={2} id={id} className={classes.heading}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}

/**
 * A content card (its fields as props, so a `Card` spreads onto it), and its links as children.
 * `dir="auto"` for a member's title and text, which run their own way in a page of another language.
 * Its title is an h3 under a section's h2; `order={2}` where the cards come straight under the h1.
 */
export function MediaCard({
  emoji,
  gradient,
  title,
  text,
  meta,
  dir,
  order = 3,
  children,
}: Omit<ContentCard, 'id' | 'meta'> & {
  meta?: ReactNode;
  dir?: 'auto';
  order?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <Card component="article" padding={0} h="100%">
      <EmojiTile emoji={emoji} gradient={gradient} />
      <Stack gap={6} p="lg" flex={1}>
        {meta && (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {meta}
          </Text>
        )}
        <Title order={order} fz="lg" dir={dir}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" flex={1} dir={dir}>
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
