import { useState } from 'react';
import { Badge, Blockquote, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  NO_REASON_GIVEN,
  decisionConsequence,
  decisionWhat,
  type ModerationDecision,
} from '@hercircle/shared';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { shortDate, useDateZone } from '../../lib/dates.ts';
import { AppealForm, AppealStatus } from './AppealSection.tsx';

/** One line of the statement: a label and what it says. */
function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A statement of reasons, in the words of its email (shared/fair-process-texts): what was done,
 * to what, under which rule, why, by whom or by the site's rules, what follows, and the appeal.
 * Her notification and email link here (#decision-{id}).
 */
export function DecisionCard({ decision: d }: { decision: ModerationDecision }) {
  const zone = useDateZone();
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
            {decisionWhat(d)}
          </Title>
          {d.reversed_at && (
            <Badge color="sage" style={{ flexShrink: 0 }}>
              Reversed
            </Badge>
          )}
        </Group>
        {d.excerpt && (
          <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere' }}>
            “{d.excerpt}”
          </Blockquote>
        )}
        <Stack component="dl" gap="xs" m={0}>
          <Line label="Rule">
            {d.rule ? (
              <AnchorLink to="/guidelines" hash={`rule-${d.rule.number}`} underline="always">
                {d.rule.number}. {d.rule.title}
              </AnchorLink>
            ) : (
              'No rule was named.'
            )}
          </Line>
          <Line label="Reason">{d.reason || NO_REASON_GIVEN}</Line>
          <Line label="Decided">
            {d.automated ? 'Decided automatically' : 'Decided by a moderator'} on{' '}
            {shortDate(d.created_at, zone)}
          </Line>
          <Line label="What follows">{decisionConsequence(d)}</Line>
        </Stack>
        {d.reversed_at && (
          <Text size="sm" fw={600}>
            This decision was reversed on {shortDate(d.reversed_at, zone)}: it no longer applies.
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
