import { plainMentions } from './constants.ts';

/** Letters, digits and the underscore: what a word is made of, in any script. */
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Whether a text holds one of her muted words or phrases: case-insensitive, whole words only
 * ("art" mutes "Art!" but not "party"), a phrase's words in order with any spacing between them.
 * Mentions are read as the reader sees them ("@Amara Okafor"), never as their stored ids. The one
 * owner of the rule: the server marks her lists with it, and her client marks live messages.
 */
export function mutedWordMatcher(words: readonly string[]): (text: string) => boolean {
  const patterns = words
    .map((w) => w.trim().split(/\s+/u).filter(Boolean).map(escapeRegExp).join('\\s+'))
    .filter((p) => p !== '');
  if (patterns.length === 0) return () => false;
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${patterns.join('|')})(?!${WORD_CHAR})`, 'iu');
  return (text) => pattern.test(plainMentions(text));
}

/** The words still in force at `now` (an expiry in the past stops a mute). */
export function wordsInForce(
  words: readonly { text: string; expires_at: string | Date | null }[],
  now: Date = new Date(),
): string[] {
  return words
    .filter((w) => w.expires_at === null || new Date(w.expires_at).getTime() > now.getTime())
    .map((w) => w.text);
}
