import type { ModerationDecision } from '@hercircle/shared';
import { dateFormat } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';

/**
 * A statement of reasons in her language: in English the words of its email
 * (shared/src/fair-process-texts.ts, decisionWhat and decisionConsequence), which
 * decision-text.test.tsx checks.
 */

type Decision = Pick<ModerationDecision, 'action' | 'target' | 'group' | 'ends_at' | 'automated'>;

const THINGS = fairProcessTexts.en.decision.things;
/** What was acted on, as its text's key: "content" for a kind the client does not know. */
const thingKey = (type: string): keyof typeof THINGS =>
  type in THINGS ? (type as keyof typeof THINGS) : 'other';

/** "November 22, 2026 at 6:00 PM UTC": a decision's dates, in UTC as its email gives them. */
export function useDecisionDate(): (iso: string) => string {
  const { t, i18n } = useTexts(fairProcessTexts);
  const locale = i18n.language === 'en' ? 'en-US' : i18n.language;
  return (iso) =>
    t('decision.dateUtc', {
      date: dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    });
}

/** One sentence: what happened to what, and where. */
export function DecisionWhat({ decision: d }: { decision: Decision }) {
  const { t } = useTexts(fairProcessTexts);
  const date = useDecisionDate();
  const thing = t(`decision.things.${thingKey(d.target.type)}`);
  // The group's name as plain text, as the group page's sentences give it ("Welcome to {{name}}.").
  const inGroup = (key: 'hideIn' | 'autoHideIn' | 'removeIn' | 'banIn' | 'removeMemberIn') =>
    t(`decision.what.${key}`, { thing, group: d.group?.name });
  switch (d.action) {
    case 'hide':
      return d.group ? inGroup('hideIn') : t('decision.what.hide', { thing });
    case 'auto_hide':
      return d.group ? inGroup('autoHideIn') : t('decision.what.autoHide', { thing });
    case 'remove':
      return d.group ? inGroup('removeIn') : t('decision.what.remove', { thing });
    case 'ban':
      return d.group ? inGroup('banIn') : t('decision.what.ban');
    case 'remove_member':
      return d.group ? inGroup('removeMemberIn') : t('decision.what.removeMember');
    case 'suspend':
      return d.ends_at
        ? t('decision.what.suspendUntil', { date: date(d.ends_at) })
        : t('decision.what.suspend');
    case 'mute':
      return d.ends_at
        ? t('decision.what.muteUntil', { date: date(d.ends_at) })
        : t('decision.what.mute');
    case 'decline_story':
      return t('decision.what.declineStory');
  }
}

/** What follows from it for her. */
export function DecisionFollows({ decision: d }: { decision: Decision }) {
  const { t } = useTexts(fairProcessTexts);
  switch (d.action) {
    case 'hide':
    case 'auto_hide':
      return d.automated ? t('decision.follows.hiddenAutomatically') : t('decision.follows.hidden');
    case 'remove':
      return t('decision.follows.remove');
    case 'ban':
      return t('decision.follows.ban');
    case 'remove_member':
      return t('decision.follows.removeMember');
    case 'suspend':
      return t('decision.follows.suspend');
    case 'mute':
      return t('decision.follows.mute');
    case 'decline_story':
      return t('decision.follows.declineStory');
  }
}
