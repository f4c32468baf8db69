import { useState } from 'react';
import { Badge, Blockquote, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ModerationDecision } from '@hercircle/shared';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';
import { AppealForm, AppealStatus } from './AppealSection.tsx';
import { DecisionFollows, DecisionWhat } from './decision-text.tsx';

/** One line of the statement: a label and what it says. */
function Line({
  label,
  dir,
  children,
}: {
  label: string;
  dir?: 'auto';
  children: React.ReactNode;
}) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} dir={dir} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A statement of reasons, in the words of its email (shared/fair-process-texts): what was done,
 * to what, under which rule, why, by whom or by the site's rules, what follows, and the appeal.
 * Her notification and email link here (#decision-{id}). The rule's title, the moderator's reason
 * and the excerpt keep the direction they were written in.
 */
export function DecisionCard({ decision: d }: { decision: ModerationDecision }) {
  const { t } = useTexts(fairProcessTexts);
  const { shortDate } = useDates();
  const [sent, setSent] = useState(false);
  const headingId = `decision-${d.id}-title`;
  return (
    <Card
      component="article"
      id={`decision-${d.id}`}
      aria-labelledby={headingId}
      // The page focuses the statement its link names; clear of the sticky nav bar.
      tabIndex={-1}
      style={{ scrollMarginTop: 140 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="lg" id={headingId}>
            <DecisionWhat decision={d} />
          </Title>
          {d.reversed_at && (
            <Badge color="sage" style={{ flexShrink: 0 }}>
              {t('decision.reversed')}
            </Badge>
          )}
        </Group>
        {d.excerpt && (
          <Blockquote p="sm" color="gray" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            “{d.excerpt}”
          </Blockquote>
        )}
        <Stack component="dl" gap="xs" m={0}>
          <Line label={t('decision.rule')}>
            {d.rule ? (
              <AnchorLink to="/guidelines" hash={`rule-${d.rule.number}`} underline="always">
                {d.rule.number}. <bdi>{d.rule.title}</bdi>
              </AnchorLink>
            ) : (
              t('decision.noRule')
            )}
          </Line>
          <Line label={t('decision.reason')} dir={d.reason ? 'auto' : undefined}>
            {d.reason || t('decision.noReason')}
          </Line>
          <Line label={t('decision.decided')}>
            {t(d.automated ? 'decision.decidedAutomatically' : 'decision.decidedByModerator', {
              date: shortDate(d.created_at),
            })}
          </Line>
          <Line label={t('decision.whatFollows')}>
            <DecisionFollows decision={d} />
          </Line>
        </Stack>
        {d.reversed_at && (
          <Text size="sm" fw={600}>
            {t('decision.reversedOn', { date: shortDate(d.reversed_at) })}
          </Text>
        )}
        {d.appeal ? (
          <AppealStatus appeal={d.appeal} justSent={sent} />
        ) : (
          <AppealForm decision={d} onSent={() => setSent(true)} />
        )}
      </Stack>
    </Card>
  );
}
