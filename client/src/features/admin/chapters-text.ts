import type { PodcastChapter } from '@hercircle/shared';
import { clock } from '../podcast/format.ts';

/** Chapters as the form writes them: one a line, its start (m:ss), then its title. */
export const chaptersToText = (chapters: PodcastChapter[]) =>
  chapters.map((c) => `${clock(c.start)} ${c.title}`).join('\n');

/** "1:05 Say the number" lines to chapters; a line that does not start with a time is refused. */
export function parseChapters(text: string): PodcastChapter[] | string {
  const chapters: PodcastChapter[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})\s+(.+)$/.exec(line);
    if (!match || Number(match[3]) > 59)
      return `Start each line with its time, like 1:05: "${line}"`;
    const [, h = '0', m = '0', s = '0', title = ''] = match;
    chapters.push({ start: Number(h) * 3600 + Number(m) * 60 + Number(s), title });
  }
  return chapters;
}
