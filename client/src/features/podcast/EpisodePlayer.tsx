import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconRewindBackward15, IconRewindForward15 } from '@tabler/icons-react';
import {
  PODCAST_SKIP_SECONDS,
  PODCAST_SPEEDS,
  type PodcastChapter,
  type PodcastEpisode,
} from '@hercircle/shared';
import { clock, speedLabel } from './format.ts';
import { savedPosition, savedSpeed, savePosition, saveSpeed } from './player-memory.ts';
import { useTexts } from '../../i18n/texts.ts';
import { mediaTexts } from '../../i18n/areas/media.ts';

type Playable = Pick<
  PodcastEpisode,
  'id' | 'title' | 'audio_url' | 'duration_seconds' | 'chapters'
>;

/** The chapter playing at `seconds`: the last that starts at or before it. */
function chapterAt(chapters: PodcastChapter[], seconds: number): number {
  return chapters.findLastIndex((c) => c.start <= seconds);
}

/** Stops a little before the end count as finished: the next visit starts from the beginning. */
const NEAR_END = 2;

/**
 * The browser's own audio player (its controls, keyboard and screen-reader support) with the
 * podcast's extras: ±15 s, speed, chapters, and the place she stopped kept for her return.
 */
export function EpisodePlayer({
  episode,
  autoPlay = false,
  headingId,
}: {
  episode: Playable;
  /** Start at once (she pressed Play in the list). */
  autoPlay?: boolean;
  /** The id of the heading that names the episode: the player is labelled by it. */
  headingId?: string;
}) {
  const { t, i18n } = useTexts(mediaTexts);
  const audio = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState(1);
  // What the page shows beside the browser's controls (their own display is not in the page).
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(episode.duration_seconds ?? 0);
  const [playing, setPlaying] = useState(false);
  const id = episode.id;

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const initialSpeed = savedSpeed(PODCAST_SPEEDS);
    setSpeed(initialSpeed);
    const restore = () => {
      el.playbackRate = initialSpeed;
      const at = savedPosition(id);
      if (at > 0 && at < el.duration - NEAR_END) el.currentTime = at;
      if (autoPlay) void el.play().catch(() => undefined);
    };
    // The server's HTML may have loaded the metadata before this ran.
    if (el.readyState >= HTMLMediaElement.HAVE_METADATA) restore();
    else el.addEventListener('loadedmetadata', restore, { once: true });

    let lastSaved = -1;
    const keep = () => {
      const t = el.currentTime;
      if (el.duration && t >= el.duration - NEAR_END) return savePosition(id, 0);
      // Once a second is plenty: timeupdate fires about four times a second.
      if (Math.floor(t) !== lastSaved) {
        lastSaved = Math.floor(t);
        savePosition(id, t);
      }
    };
    const finished = () => savePosition(id, 0);
    const show = () => {
      setPosition(el.currentTime);
      if (Number.isFinite(el.duration)) setDuration(el.duration);
      setPlaying(!el.paused && !el.ended);
    };
    const events = ['timeupdate', 'pause', 'seeked'] as const;
    const shown = [...events, 'play', 'playing', 'ended', 'durationchange', 'loadedmetadata'];
    for (const name of events) el.addEventListener(name, keep);
    for (const name of shown) el.addEventListener(name, show);
    el.addEventListener('ended', finished);
    window.addEventListener('pagehide', keep);
    show();
    return () => {
      // Leaving the page (or the episode) keeps the exact place.
      if (el.readyState >= HTMLMediaElement.HAVE_METADATA && el.currentTime > 0) keep();
      el.removeEventListener('loadedmetadata', restore);
      for (const name of events) el.removeEventListener(name, keep);
      for (const name of shown) el.removeEventListener(name, show);
      el.removeEventListener('ended', finished);
      window.removeEventListener('pagehide', keep);
    };
  }, [id, autoPlay]);

  const skip = (by: number) => {
    const el = audio.current;
    if (!el) return;
    const end = Number.isFinite(el.duration) ? el.duration : Infinity;
    el.currentTime = Math.min(Math.max(el.currentTime + by, 0), end);
  };
  const changeSpeed = (value: number) => {
    setSpeed(value);
    saveSpeed(value);
    if (audio.current) audio.current.playbackRate = value;
  };
  const playFrom = (chapter: PodcastChapter) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = chapter.start;
    void el.play().catch(() => undefined);
  };

  if (!episode.audio_url) return null;
  return (
    <Stack gap="sm">
      {/* An episode's words for those who cannot hear it need a transcript (a captions track
          is made from one too); episodes have none yet. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        src={episode.audio_url}
        controls
        preload="metadata"
        aria-labelledby={headingId}
        aria-label={headingId ? undefined : episode.title}
        style={{ width: '100%' }}
      >
        <a href={episode.audio_url}>{t('player.download')}</a>
      </audio>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Button
          variant="default"
          leftSection={<IconRewindBackward15 size={18} aria-hidden />}
          onClick={() => skip(-PODCAST_SKIP_SECONDS)}
          disabled={position < 1}
        >
          {t('player.back', { count: PODCAST_SKIP_SECONDS })}
        </Button>
        <Button
          variant="default"
          rightSection={<IconRewindForward15 size={18} aria-hidden />}
          onClick={() => skip(PODCAST_SKIP_SECONDS)}
          disabled={duration > 0 && position > duration - 1}
        >
          {t('player.forward', { count: PODCAST_SKIP_SECONDS })}
        </Button>
        <NativeSelect
          label={t('player.speed')}
          value={String(speed)}
          onChange={(event) => changeSpeed(Number(event.currentTarget.value))}
          data={PODCAST_SPEEDS.map((s) => ({
            value: String(s),
            label: speedLabel(s, i18n.language),
          }))}
          w={140}
        />
        <Text size="sm" c="dimmed" pb={8} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {playing ? t('player.playing') : t('player.paused')} · {clock(position)} /{' '}
          {clock(duration)}
        </Text>
      </Group>
      {episode.chapters.length > 0 && (
        <nav aria-label={t('player.chapters')}>
          <Text size="sm" fw={600} mb={4}>
            {t('player.chapters')}
          </Text>
          <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {episode.chapters.map((c, i) => (
              <li key={c.start}>
                <UnstyledButton
                  onClick={() => playFrom(c)}
                  aria-current={i === chapterAt(episode.chapters, position) ? 'true' : undefined}
                  fw={i === chapterAt(episode.chapters, position) ? 700 : undefined}
                  py={4}
                >
                  <VisuallyHidden>{t('player.playFrom')}</VisuallyHidden>{' '}
                  <Text span size="sm" c="dimmed" ff="monospace" me="xs">
                    {clock(c.start)}
                  </Text>{' '}
                  <Text span size="sm" dir="auto">
                    {c.title}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </nav>
      )}
    </Stack>
  );
}
