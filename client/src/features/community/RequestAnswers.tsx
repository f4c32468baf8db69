import { Box, Stack, Text } from '@mantine/core';
import type { JoinRequest } from '@hercircle/shared';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** Her answers to the group's screening questions, as the admins read them in the request queue. */
export function RequestAnswers({ answers }: { answers: JoinRequest['answers'] }) {
  const { t } = useTexts(groupTexts);
  if (answers.length === 0) return null;
  return (
    <Stack gap={6} component="dl" m={0} aria-label={t('requests.answers')}>
      {answers.map((a, i) => (
        <Box key={i}>
          <Text component="dt" size="xs" fw={600} c="dimmed" dir="auto">
            {a.question}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {a.text}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
