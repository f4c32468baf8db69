import { useEffect, useState } from 'react';
import { ActionIcon, Container, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { Quote } from '../content/types.ts';
import classes from './QuoteCarousel.module.css';

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
    <section
      className={classes.section}
      aria-roledescription="carousel"
      aria-label="What members say"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Container size="md">
        <Stack align="center" gap="md" ta="center">
          <div className={classes.slide} aria-live={running ? 'off' : 'polite'} aria-atomic="true">
            <Text component="blockquote" m={0} ff="heading" lh={1.35} className={classes.quote}>
              “{quote.text}”
            </Text>
            <Text mt="md" fw={600}>
              {quote.author}
            </Text>
            <Text size="sm" c="dimmed">
              {quote.role}
            </Text>
          </div>
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
    </section>
  );
}
