import { plainBlocks } from '@hercircle/shared/formatting';

/** A calm reading pace; a short piece still reads as one minute. */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The first paragraph as plain text: an article's lead, shown on its card. */
export function leadOf(content: string): string {
  return plainBlocks(content).find((b) => b.type === 'paragraph')?.text ?? '';
}
