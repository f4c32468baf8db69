import { useState } from 'react';
import { Select, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DECISION_REASON_MAX } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { guidelinesQuery } from './queries.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';

const NO_RULE = 'none';

/** What a moderation action sends: the rule's number and her reason, each only when given. */
export interface RuleAndReason {
  rule?: number;
  reason?: string;
}

/**
 * The rule and reason of a moderation dialog, kept together: `input` is what the procedure takes
 * (an empty reason is left out, so the server's fallback applies).
 */
export function useRuleAndReason() {
  const [rule, setRule] = useState(NO_RULE);
  const [reason, setReason] = useState('');
  const input: RuleAndReason = {
    ...(rule !== NO_RULE ? { rule: Number(rule) } : {}),
    ...(reason.trim() ? { reason } : {}),
  };
  return {
    rule,
    setRule,
    reason,
    setReason,
    input,
    reset() {
      setRule(NO_RULE);
      setReason('');
    },
  };
}

/**
 * "Rule": one of the house rules, or "No rule". The fields speak the page's language: a group's
 * moderators read them in theirs, the admin portal in English.
 */
export function RuleSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = usePageTexts(fairProcessTexts);
  const guidelines = useQuery(guidelinesQuery(trpc));
  const data = [
    { value: NO_RULE, label: t('moderation.noRule') },
    ...(guidelines.data?.rules ?? []).map((r) => ({
      value: String(r.number),
      label: `${r.number}. ${r.title}`,
    })),
  ];
  return (
    <Select
      label={t('moderation.rule')}
      description={t('moderation.ruleHelp')}
      data={data}
      value={value}
      allowDeselect={false}
      onChange={(v) => onChange(v ?? NO_RULE)}
      error={error ?? (guidelines.isError ? t('moderation.rulesFailed') : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** "Reason she is shown": the moderator's words in her statement of reasons. */
export function ReasonField({
  value,
  onChange,
  error,
  max = DECISION_REASON_MAX,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  max?: number;
  /** "In the statement she receives, with the rule. Optional." unless given. */
  description?: string;
}) {
  const { t } = usePageTexts(fairProcessTexts);
  return (
    <Textarea
      label={t('moderation.reason')}
      description={description ?? t('moderation.reasonHelp')}
      autosize
      minRows={2}
      maxLength={max}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** Both fields of a moderation dialog, bound to `useRuleAndReason`. */
export function RuleAndReasonFields({
  state,
  errors = {},
  max,
}: {
  state: ReturnType<typeof useRuleAndReason>;
  errors?: Record<string, string>;
  max?: number;
}) {
  return (
    <>
      <RuleSelect value={state.rule} onChange={state.setRule} error={errors.rule} />
      <ReasonField
        value={state.reason}
        onChange={state.setReason}
        error={errors.reason}
        max={max}
      />
    </>
  );
}
