import { useEffect, useState } from 'react';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { Quote } from '../content/types.ts';
import { PlainIconButton } from './plain/buttons.tsx';
import plain from './plain/plain.module.css';
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
      <div className={plain.container} data-size="md">
        <div className={`${plain.stack} ${classes.stack}`}>
          <div className={classes.slide} aria-live={running ? 'off' : 'polite'} aria-atomic="true">
            <blockquote className={`${plain.text} ${classes.quote}`}>“{quote.text}”</blockquote>
            <p className={`${plain.text} ${classes.author}`}>{quote.author}</p>
            <p className={`${plain.text} ${plain.dimmed}`} data-size="sm">
              {quote.role}
            </p>
          </div>
          <div className={classes.controls}>
            <PlainIconButton
              onClick={() => setIndex((i) => (i - 1 + quotes.length) % quotes.length)}
              aria-label="Previous quote"
            >
              <IconChevronLeft size={18} aria-hidden />
            </PlainIconButton>
            <p className={`${plain.text} ${plain.dimmed}`} data-size="sm" aria-hidden="true">
              {index + 1} / {quotes.length}
            </p>
            <PlainIconButton
              onClick={() => setIndex((i) => (i + 1) % quotes.length)}
              aria-label="Next quote"
            >
              <IconChevronRight size={18} aria-hidden />
            </PlainIconButton>
            <PlainIconButton
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Play quotes' : 'Pause quotes'}
            >
              {paused ? (
                <IconPlayerPlay size={18} aria-hidden />
              ) : (
                <IconPlayerPause size={18} aria-hidden />
              )}
            </PlainIconButton>
          </div>
        </div>
      </div>
    </section>
  );
}
