import type { ModerationDecision } from '@hercircle/shared';
import type { MailMessage } from '../../lib/mailer.ts';
import { ENGLISH, fill, letter, mailDateTime, textsOf, type MailLocale } from '../../i18n/mail.ts';
import type { MailCatalog } from '../../i18n/mail-texts/en.ts';

/**
 * A decision is kept as data (moderation_decisions), never as text: its email is written when it
 * is sent, in the language of the member it affects and with dates in her zone (issue 34). In
 * English these are the words of shared/fair-process-texts.ts, which /decisions shows in-app.
 */

type Texts = MailCatalog['statement'];

/** One sentence: what happened to what, and where. */
function decisionWhat(t: Texts, locale: MailLocale, d: ModerationDecision): string {
  const thing = (t.things as Record<string, string>)[d.target.type] ?? t.things.other;
  const where = d.group ? fill(t.inGroup, { group: d.group.name }) : '';
  const group = d.group?.name ?? t.aGroup;
  const until = d.ends_at ? mailDateTime(locale, d.ends_at) : null;
  switch (d.action) {
    case 'hide':
    case 'auto_hide':
    case 'remove':
      return fill(t.what[d.action], { thing, where });
    case 'ban':
    case 'remove_member':
      return fill(t.what[d.action], { group });
    case 'suspend':
      return until ? fill(t.what.suspendUntil, { date: until }) : t.what.suspend;
    case 'mute':
      return until ? fill(t.what.muteUntil, { date: until }) : t.what.mute;
    case 'decline_story':
      return t.what.decline_story;
  }
}

/** What follows from it for her. */
function decisionConsequence(t: Texts, d: ModerationDecision): string {
  switch (d.action) {
    case 'hide':
    case 'auto_hide':
      return d.automated ? t.consequence.hideAutomated : t.consequence.hide;
    default:
      return t.consequence[d.action];
  }
}

/** The statement of reasons by email: what, which rule, why, automated or not, and the appeal. */
export function statementEmail(
  to: { email: string; first_name: string },
  d: ModerationDecision,
  origin: string,
  locale: MailLocale = ENGLISH,
): MailMessage {
  const all = textsOf(locale.language);
  const t = all.statement;
  const link = `${origin}/decisions#decision-${d.id}`;
  const text = letter(
    all,
    to.first_name,
    decisionWhat(t, locale, d),
    ...(d.excerpt ? ['', fill(t.quoted, { text: d.excerpt })] : []),
    '',
    fill(t.rule, { rule: d.rule ? `${d.rule.number}. ${d.rule.title}` : t.noRule }),
    fill(t.reason, { reason: d.reason || t.noReason }),
    d.automated ? t.automated : t.byModerator,
    '',
    decisionConsequence(t, d),
    '',
    d.appealable_until
      ? fill(t.appeal, { date: mailDateTime(locale, d.appealable_until), link })
      : fill(t.readIt, { link }),
  );
  return { to: to.email, subject: t.subject, text, link, language: locale.language };
}

/** The outcome of her appeal, with the reason. */
export function appealOutcomeEmail(
  to: { email: string; first_name: string },
  d: ModerationDecision,
  outcome: 'upheld' | 'reversed',
  reason: string,
  origin: string,
  locale: MailLocale = ENGLISH,
): MailMessage {
  const all = textsOf(locale.language);
  const t = all.statement;
  const link = `${origin}/decisions#decision-${d.id}`;
  const text = letter(
    all,
    to.first_name,
    t.appealLooked,
    decisionWhat(t, locale, d),
    '',
    outcome === 'reversed' ? t.reversed : t.upheld,
    fill(t.reason, { reason }),
    '',
    fill(t.readIt, { link }),
  );
  return { to: to.email, subject: t.appealSubject, text, link, language: locale.language };
}
