import { Box, Stack, Text } from '@mantine/core';
import type { JoinRequest } from '@hercircle/shared';

/** Her answers to the group's screening questions, as the admins read them in the request queue. */
export function RequestAnswers({ answers }: { answers: JoinRequest['answers'] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap={6} component="dl" m={0} aria-label="Her answers">
      {answers.map((a, i) => (
        <Box key={i}>
          <Text component="dt" size="xs" fw={600} c="dimmed">
            {a.question}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
            {a.text}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
