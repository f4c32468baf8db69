import { describe, expect, it } from 'vitest';
import { decisionConsequence, decisionWhat, type ModerationDecision } from '@hercircle/shared';
import { REPORT_TARGET_TYPES } from '@hercircle/shared/constants';
import { renderWithProviders } from '../../test/render.tsx';
import { DecisionFollows, DecisionWhat } from './decision-text.tsx';

type Decision = Pick<ModerationDecision, 'action' | 'target' | 'group' | 'ends_at' | 'automated'>;

/** Every action a statement can name (ModerationDecision['action']). */
const actions: ModerationDecision['action'][] = [
  'hide',
  'auto_hide',
  'remove',
  'ban',
  'remove_member',
  'suspend',
  'mute',
  'decline_story',
];

/** Every kind of statement: each action, on each kind of thing, in a group or not, timed or not. */
const decisions: Decision[] = actions.flatMap((action) =>
  REPORT_TARGET_TYPES.flatMap((type) =>
    [null, { id: 3, name: 'Night owls' }].flatMap((group) =>
      [null, '2027-01-15T18:30:00.000Z'].map((ends_at, i) => ({
        action,
        target: { type, id: 9 },
        group,
        ends_at,
        automated: i === 1,
      })),
    ),
  ),
);

const textOf = (ui: React.ReactNode, language: 'en' | 'es' | 'ar' = 'en') => {
  const { container, unmount } = renderWithProviders(<p data-testid="statement">{ui}</p>, {
    language,
  });
  const text = container.querySelector('[data-testid="statement"]')!.textContent;
  unmount();
  return text;
};

describe('a statement of reasons on the page', () => {
  it('says in English exactly what its email says', () => {
    for (const d of decisions) {
      expect(textOf(<DecisionWhat decision={d} />), JSON.stringify(d)).toBe(decisionWhat(d));
      expect(textOf(<DecisionFollows decision={d} />), JSON.stringify(d)).toBe(
        decisionConsequence(d),
      );
    }
  });

  it('speaks Spanish and Arabic, the group named as written and dates in UTC', () => {
    const hidden: Decision = {
      action: 'hide',
      target: { type: 'post', id: 9 },
      group: { id: 3, name: 'Night owls' },
      ends_at: null,
      automated: false,
    };
    expect(textOf(<DecisionWhat decision={hidden} />, 'es')).toBe(
      'Se ocultó tu publicación en Night owls a las demás integrantes.',
    );
    expect(textOf(<DecisionWhat decision={hidden} />, 'ar')).toBe(
      'تمّ إخفاء منشوركِ في Night owls عن العضوات الأخريات.',
    );
    const suspended: Decision = { ...hidden, action: 'suspend', ends_at: '2027-01-15T18:30:00Z' };
    expect(textOf(<DecisionWhat decision={suspended} />, 'es')).toMatch(
      /^Se suspendió tu cuenta hasta el 15 de enero de 2027.*18:30 \(UTC\)\.$/,
    );
  });
});
