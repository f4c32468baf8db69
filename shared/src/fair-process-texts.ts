import type { ModerationDecision } from './schemas/fair-process.ts';

/**
 * The words of a statement of reasons (issue 33), the same in the member's /decisions page and
 * in its email: what was done, to what, what follows.
 */

const THING: Record<string, string> = {
  post: 'post',
  reply: 'reply',
  message: 'message',
  story: 'story',
  comment: 'comment',
  user: 'account',
  group: 'membership',
};

function dateText(iso: string): string {
  return (
    new Date(iso).toLocaleString('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }) + ' UTC'
  );
}

/** One sentence: what happened to what, and where. */
export function decisionWhat(
  d: Pick<ModerationDecision, 'action' | 'target' | 'group' | 'ends_at'>,
): string {
  const thing = THING[d.target.type] ?? 'content';
  const where = d.group ? ` in ${d.group.name}` : '';
  switch (d.action) {
    case 'hide':
      return `Your ${thing}${where} was hidden from other members.`;
    case 'auto_hide':
      return `Your ${thing}${where} was hidden from other members after several members reported it.`;
    case 'remove':
      return `Your ${thing}${where} was removed.`;
    case 'ban':
      return `You were banned from ${d.group?.name ?? 'a group'}.`;
    case 'remove_member':
      return `You were removed from ${d.group?.name ?? 'a group'}.`;
    case 'suspend':
      return d.ends_at
        ? `Your account was suspended until ${dateText(d.ends_at)}.`
        : 'Your account was suspended.';
    case 'mute':
      return d.ends_at
        ? `You cannot post or reply until ${dateText(d.ends_at)}.`
        : 'You cannot post or reply for now.';
    case 'decline_story':
      return 'Your story was declined.';
  }
}

/** What follows from it for her. */
export function decisionConsequence(d: Pick<ModerationDecision, 'action' | 'automated'>): string {
  switch (d.action) {
    case 'hide':
    case 'auto_hide':
      return d.automated
        ? 'This was decided automatically, with no moderator involved yet: a moderator will review the reports. Until then only you can see it.'
        : 'Only you can see it now.';
    case 'remove':
      return 'No one can see it any more.';
    case 'ban':
      return 'You cannot see, join or post in the group while the ban lasts.';
    case 'remove_member':
      return 'You may ask to join again.';
    case 'suspend':
      return 'You can sign in and read, but not post, reply, react or send messages until then.';
    case 'mute':
      return 'This follows three decisions upheld against you in 30 days. You can still read and send messages.';
    case 'decline_story':
      return 'It was not published. You can edit it and submit it again.';
  }
}

export const NO_REASON_GIVEN = 'No further reason was given.';

export { dateText as decisionDateText };
