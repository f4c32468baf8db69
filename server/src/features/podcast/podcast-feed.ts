import type { PodcastEpisode } from '@hercircle/shared';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The show as podcast apps list it; the same words as the /podcast page's header. */
export const SHOW = {
  title: 'The HerCircle Podcast',
  description:
    'Conversations with women who have been there: careers, health, money and love. New episodes every other Tuesday.',
  author: 'HerCircle',
  category: 'Society & Culture',
  language: 'en',
} as const;

/** Escaped for XML text and attributes (the five predefined entities). */
const x = escapeHtml;

/** itunes:duration as whole seconds, which every app reads. */
const seconds = (duration: number | null) => String(Math.round(duration ?? 0));

function item(origin: string, e: PodcastEpisode): string {
  const page = `${origin}/podcast/${e.slug}`;
  const lines = [
    '    <item>',
    `      <title>${x(e.title)}</title>`,
    `      <link>${x(page)}</link>`,
    `      <guid isPermaLink="false">hercircle-podcast-episode-${e.id}</guid>`,
    `      <pubDate>${new Date(e.published_at ?? e.created_at).toUTCString()}</pubDate>`,
    `      <description>${x(e.show_notes || e.title)}</description>`,
    `      <enclosure url="${x(origin + (e.audio_url ?? ''))}" length="${e.audio_bytes ?? 0}" type="${x(e.audio_type ?? 'audio/mpeg')}"/>`,
    `      <itunes:duration>${seconds(e.duration_seconds)}</itunes:duration>`,
    '      <itunes:explicit>false</itunes:explicit>',
    '      <itunes:episodeType>full</itunes:episodeType>',
  ];
  if (e.guest) lines.push(`      <itunes:subtitle>With ${x(e.guest)}</itunes:subtitle>`);
  lines.push('    </item>');
  return lines.join('\n');
}

/**
 * The show's RSS 2.0 feed with the iTunes tags podcast apps require (Apple's podcast RSS
 * requirements): every published episode, newest first, each with its audio as an enclosure whose
 * length is the file's size in bytes.
 */
export function buildFeed(origin: string, episodes: PodcastEpisode[]): string {
  const self = `${origin}/podcast/feed.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${x(SHOW.title)}</title>`,
    `    <link>${x(`${origin}/podcast`)}</link>`,
    `    <description>${x(SHOW.description)}</description>`,
    `    <language>${SHOW.language}</language>`,
    `    <atom:link href="${x(self)}" rel="self" type="application/rss+xml"/>`,
    `    <itunes:author>${x(SHOW.author)}</itunes:author>`,
    `    <itunes:owner><itunes:name>${x(SHOW.author)}</itunes:name></itunes:owner>`,
    `    <itunes:image href="${x(`${origin}/podcast/cover.png`)}"/>`,
    `    <itunes:category text="${x(SHOW.category)}"/>`,
    '    <itunes:explicit>false</itunes:explicit>',
    '    <itunes:type>episodic</itunes:type>',
    ...episodes.map((e) => item(origin, e)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
