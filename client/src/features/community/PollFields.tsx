import { ActionIcon, Button, Checkbox, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { POLL_LIMITS } from '@hercircle/shared/constants';
import type { PollInput } from '@hercircle/shared';
import { zonedToIso } from '../events/event-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** A poll as the composer holds it; the close time is a wall-clock time in `zone`. */
export interface PollDraft {
  question: string;
  options: string[];
  multiple: boolean;
  closesAt: string;
}

export const emptyPoll = (): PollDraft => ({
  question: '',
  options: ['', ''],
  multiple: false,
  closesAt: '',
});

/** What the server takes (pollInput); its checks run on it before the post is sent. */
export function pollToInput(draft: PollDraft, zone: string): PollInput {
  return {
    question: draft.question,
    options: draft.options,
    multiple: draft.multiple,
    ...(draft.closesAt && { closes_at: zonedToIso(draft.closesAt, zone) }),
  };
}

/** The composer's "Add a poll": a question, 2-6 options, single or multiple choice, a close time. */
export function PollFields({
  value,
  onChange,
  zone,
  onRemove,
}: {
  value: PollDraft;
  onChange: (next: PollDraft) => void;
  zone: string;
  onRemove: () => void;
}) {
  const { t } = useTexts(groupTexts);
  const setOption = (at: number, text: string) =>
    onChange({ ...value, options: value.options.map((o, i) => (i === at ? text : o)) });
  return (
    <Fieldset legend={t('pollFields.legend')} variant="filled" p="sm">
      <Stack gap="xs">
        <TextInput
          label={t('pollFields.question')}
          required
          maxLength={POLL_LIMITS.questionMax}
          value={value.question}
          onChange={(e) => onChange({ ...value, question: e.currentTarget.value })}
        />
        {value.options.map((option, at) => (
          <Group key={at} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('pollFields.option', { n: at + 1 })}
              required
              maxLength={POLL_LIMITS.optionMax}
              value={option}
              onChange={(e) => setOption(at, e.currentTarget.value)}
            />
            {value.options.length > POLL_LIMITS.optionsMin && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('pollFields.removeOption', { n: at + 1 })}
                onClick={() =>
                  onChange({ ...value, options: value.options.filter((_, i) => i !== at) })
                }
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {value.options.length < POLL_LIMITS.optionsMax && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ ...value, options: [...value.options, ''] })}
          >
            {t('pollFields.addOption')}
          </Button>
        )}
        <Checkbox
          label={t('pollFields.multiple')}
          checked={value.multiple}
          onChange={(e) => onChange({ ...value, multiple: e.currentTarget.checked })}
        />
        <TextInput
          type="datetime-local"
          label={t('pollFields.closes')}
          description={t('pollFields.zone', { zone })}
          value={value.closesAt}
          onChange={(e) => onChange({ ...value, closesAt: e.currentTarget.value })}
        />
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={onRemove}
        >
          {t('pollFields.remove')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
