import { plainMentions } from '@hercircle/shared';

/**
 * Snippets as plain-text parts: the client renders each `match` part in a <mark> element, so a
 * member's text is never turned into HTML (ts_headline would return markup to be trusted).
 */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SNIPPET_LENGTH = 180;

/** The words of a query, lower-cased, as the 'simple' text-search parser splits them. */
export function queryWords(q: string): string[] {
  return [...new Set((q.toLowerCase().match(WORD) ?? []).slice(0, 8))];
}

/** A prefix query on every word ("men pau" finds "menopause pause"); words hold no tsquery syntax. */
export function toTsQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}

/** About SNIPPET_LENGTH characters of `text` around its first matching word, matches marked. */
export function snippet(text: string, words: string[]): SnippetPart[] {
  const flat = plainMentions(text).replace(/\s+/g, ' ').trim();
  const hits: { start: number; end: number }[] = [];
  for (const m of flat.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    if (words.some((w) => word.startsWith(w)))
      hits.push({ start: m.index, end: m.index + m[0].length });
  }
  const first = hits[0]?.start ?? 0;
  let from = Math.max(0, first - 40);
  if (from > 0) from = flat.indexOf(' ', from) + 1 || from;
  const to = Math.min(flat.length, from + SNIPPET_LENGTH);
  const parts: SnippetPart[] = [];
  const push = (s: string, match: boolean) => {
    if (s) parts.push({ text: s, match });
  };
  push(from > 0 ? '… ' : '', false);
  let at = from;
  for (const hit of hits) {
    if (hit.start < from || hit.end > to) continue;
    push(flat.slice(at, hit.start), false);
    push(flat.slice(hit.start, hit.end), true);
    at = hit.end;
  }
  push(flat.slice(at, to) + (to < flat.length ? ' …' : ''), false);
  return parts;
}
