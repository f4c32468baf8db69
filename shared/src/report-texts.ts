import type { ReportTargetType } from './basics.ts';

/**
 * The words of a report's receipt (issue 33), the same in the report dialog and in its email.
 */

/** The reference a member quotes when she writes to us about her report. */
export function reportReference(id: number): string {
  return `R-${id}`;
}

/** What she reported, as a receipt names it. */
export const REPORTED_THING: Record<ReportTargetType, string> = {
  post: 'A post',
  reply: 'A reply',
  message: 'A chat message',
  story: 'A story',
  comment: 'A comment on a story',
  user: 'A member',
  group: 'A group',
};

export const REPORT_RECEIPT_NOTE =
  'Our moderators will review it. You can follow it under My reports in your settings.';
export const DANGER_NOTE =
  'If someone is in immediate danger, call your local emergency number now. We tell our admins at once, but we cannot send help.';
