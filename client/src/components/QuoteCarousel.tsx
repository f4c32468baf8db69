import { useEffect, useState } from 'react';
import { ActionIcon, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { Quote } from '../content/types.ts';

/** Looping quotes: advances every 6 s, pauses on hover, focus or request, and for reduced motion. */
export function QuoteCarousel({ quotes }: { quotes: Quote[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduceMotion = useReducedMotion();
  const running = !paused && !hovered && !reduceMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % quotes.length), 6000);
    return () => clearInterval(timer);
  }, [running, quotes.length]);

  const quote = quotes[index];
  if (!quote) return null;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="What members say"
      py={56}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      style={{ background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))' }}
    >
      <Container size="md">
        <Stack align="center" gap="md" ta="center">
          <Box aria-live={running ? 'off' : 'polite'} aria-atomic="true" mih={150}>
            <Text component="blockquote" ff="heading" fz={{ base: 22, sm: 28 }} lh={1.35} m={0}>
              “{quote.text}”
            </Text>
            <Text mt="md" fw={600}>
              {quote.author}
            </Text>
            <Text size="sm" c="dimmed">
              {quote.role}
            </Text>
          </Box>
          <Group gap="xs">
            <ActionIcon
              variant="subtle"
              onClick={() => setIndex((i) => (i - 1 + quotes.length) % quotes.length)}
              aria-label="Previous quote"
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm" c="dimmed" aria-hidden="true">
              {index + 1} / {quotes.length}
            </Text>
            <ActionIcon
              variant="subtle"
              onClick={() => setIndex((i) => (i + 1) % quotes.length)}
              aria-label="Next quote"
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Play quotes' : 'Pause quotes'}
            >
              {paused ? (
                <IconPlayerPlay size={18} aria-hidden />
              ) : (
                <IconPlayerPause size={18} aria-hidden />
              )}
            </ActionIcon>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
