import { MENTION_TOKEN } from '@hercircle/shared/constants';

export type MentionPart = string | { name: string; id: number };

/** Text cut into plain runs and mentions, in order. */
export function splitMentions(content: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const m of content.matchAll(MENTION_TOKEN)) {
    if (m.index > last) parts.push(content.slice(last, m.index));
    parts.push({ name: m[1] ?? '', id: Number(m[2]) });
    last = m.index + m[0].length;
  }
  if (last < content.length) parts.push(content.slice(last));
  return parts;
}

/** The token the composer inserts for a picked member; brackets in a name would end it early. */
export function mentionToken(member: { id: number; first_name: string; last_name: string }) {
  const name = `${member.first_name} ${member.last_name}`.replace(/[[\]\n]/g, '');
  return `@[${name}](${member.id})`;
}

/**
 * The `@word` being typed just before the caret, if any: where it starts and what follows the @.
 * An @ counts at the start or after a space or an opening bracket, so an email address does not.
 */
export function activeMention(
  value: string,
  caret: number,
): { start: number; query: string } | null {
  const match = /(^|[\s(])@([^\s@[\]()]{0,30})$/.exec(value.slice(0, caret));
  if (!match) return null;
  return { start: match.index + (match[1]?.length ?? 0), query: match[2] ?? '' };
}
