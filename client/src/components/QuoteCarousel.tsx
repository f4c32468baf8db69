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
import { useTexts } from '../i18n/texts.ts';
import { homeTexts } from '../i18n/areas/home.ts';
import classes from './QuoteCarousel.module.css';

/**
 * Looping quotes: advances every 6 s, pauses on hover, focus or request, and for reduced motion.
 * Previous points to the reading's start (right in Arabic), next to its end.
 */
export function QuoteCarousel({ quotes }: { quotes: Quote[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduceMotion = useReducedMotion();
  const running = !paused && !hovered && !reduceMotion;
  const { t } = useTexts(homeTexts);

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
      aria-label={t('quotes.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Container size="md">
        <Stack align="center" gap="md" ta="center">
          <div className={classes.slide} aria-live={running ? 'off' : 'polite'} aria-atomic="true">
            <Text component="blockquote" m={0} ff="heading" lh={1.35} className={classes.quote}>
              {t('quotes.quoted', { text: quote.text })}
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
              aria-label={t('quotes.previous')}
            >
              <IconChevronLeft size={18} aria-hidden className="flip-rtl" />
            </ActionIcon>
            <Text size="sm" c="dimmed" aria-hidden="true">
              {index + 1} / {quotes.length}
            </Text>
            <ActionIcon
              variant="subtle"
              onClick={() => setIndex((i) => (i + 1) % quotes.length)}
              aria-label={t('quotes.next')}
            >
              <IconChevronRight size={18} aria-hidden className="flip-rtl" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t('quotes.play') : t('quotes.pause')}
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
