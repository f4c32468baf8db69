import { useId, useState } from 'react';
import {
  Box,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Text,
  Textarea,
  type TextareaProps,
} from '@mantine/core';
import { FORMATTING_HELP } from '@hercircle/shared/formatting';
import { FormattedText } from './FormattedText.tsx';

type Props = Omit<TextareaProps, 'label' | 'description' | 'value'> & {
  label: string;
  value?: string;
};

/**
 * A textarea for text in the safe formatting, with a Write / Preview switch showing the text as
 * readers will see it, and a one-line reminder of the markers.
 */
export function FormattedTextField({ label, value = '', error, ...textarea }: Props) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const id = useId();
  return (
    <Box>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs" mb={2}>
        <Input.Label id={`${id}-label`} htmlFor={id} required={textarea.required}>
          {label}
        </Input.Label>
        <SegmentedControl
          size="xs"
          aria-label="Write or preview"
          value={mode}
          onChange={(v) => setMode(v === 'preview' ? 'preview' : 'write')}
          data={[
            { value: 'write', label: 'Write' },
            { value: 'preview', label: 'Preview' },
          ]}
        />
      </Group>
      {mode === 'write' ? (
        <Textarea id={id} description={FORMATTING_HELP} value={value} error={error} {...textarea} />
      ) : (
        <>
          <Paper withBorder p="md" role="region" aria-labelledby={`${id}-label`}>
            {value.trim() ? (
              <FormattedText source={value} preview gap="sm" />
            ) : (
              <Text c="dimmed" size="sm">
                Nothing to preview yet.
              </Text>
            )}
          </Paper>
          {error && <Input.Error mt={5}>{error}</Input.Error>}
        </>
      )}
    </Box>
  );
}
