import {
  NO_REASON_GIVEN,
  decisionConsequence,
  decisionDateText,
  decisionWhat,
  type ModerationDecision,
} from '@hercircle/shared';
import type { MailMessage } from '../../lib/mailer.ts';

/** The statement of reasons by email: what, which rule, why, automated or not, and the appeal. */
export function statementEmail(
  to: { email: string; first_name: string },
  d: ModerationDecision,
  origin: string,
): MailMessage {
  const link = `${origin}/decisions#decision-${d.id}`;
  const lines = [
    `Hi ${to.first_name},`,
    '',
    decisionWhat(d),
    ...(d.excerpt ? ['', `“${d.excerpt}”`] : []),
    '',
    `Rule: ${d.rule ? `${d.rule.number}. ${d.rule.title}` : 'none named'}`,
    `Reason: ${d.reason || NO_REASON_GIVEN}`,
    d.automated ? 'Decided automatically.' : 'Decided by a moderator.',
    '',
    decisionConsequence(d),
    '',
    d.appealable_until
      ? `If you think this is wrong, you can appeal until ${decisionDateText(d.appealable_until)}. Another admin will look at it:\n${link}`
      : `Read it here:\n${link}`,
    '',
    'HerCircle',
  ];
  return {
    to: to.email,
    subject: 'A moderation decision about your HerCircle account',
    text: lines.join('\n'),
    link,
  };
}

/** The outcome of her appeal, with the reason. */
export function appealOutcomeEmail(
  to: { email: string; first_name: string },
  d: ModerationDecision,
  outcome: 'upheld' | 'reversed',
  reason: string,
  origin: string,
): MailMessage {
  const link = `${origin}/decisions#decision-${d.id}`;
  const text = [
    `Hi ${to.first_name},`,
    '',
    'Another admin has looked at your appeal about this decision:',
    decisionWhat(d),
    '',
    outcome === 'reversed'
      ? 'The decision is reversed and undone.'
      : 'The decision stays as it was.',
    `Reason: ${reason}`,
    '',
    `Read it here:\n${link}`,
    '',
    'HerCircle',
  ].join('\n');
  return { to: to.email, subject: 'Your appeal has been decided', text, link };
}
