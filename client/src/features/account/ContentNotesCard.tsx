import { Alert, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_NOTE_DEFAULT_MODE,
  CONTENT_NOTE_MODES,
  CONTENT_NOTES,
  type ContentNote,
  type ContentNoteMode,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from './use-preferences.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

/** Per content note: show posts and stories open, collapse them behind the note, or hide them. */
export function ContentNotesCard() {
  const { t } = useTexts(settingsTexts);
  const { t: safety } = useTexts(safetyLabelsTexts);
  const queryClient = useQueryClient();
  const modes = CONTENT_NOTE_MODES.map((value) => ({ label: t(`contentNotes.${value}`), value }));
  const { prefs, save } = usePreferences({
    saved: t('contentNotes.saved'),
    // The choice shows at once; a refusal puts the previous choices back.
    optimistic: (old, input) => ({
      preferences: {
        ...old.preferences,
        content_note_filters: {
          ...old.preferences.content_note_filters,
          ...input.content_note_filters,
        },
      },
    }),
    // The server leaves notes set to Hide out of the discussions: their lists change too.
    onSaved: () => void queryClient.invalidateQueries({ queryKey: trpc.community.posts.pathKey() }),
  });
  // Only the changed note is sent: the server merges it into the others.
  const choose = (note: ContentNote, mode: ContentNoteMode) =>
    save.mutate({ content_note_filters: { [note]: mode } });

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('contentNotes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('contentNotes.intro')}
          </Text>
        </div>
        {prefs.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('contentNotes.loading')}>
            <Skeleton h={28} />
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {CONTENT_NOTES.map((note) => (
              <Group component="li" key={note} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" fw={500} id={`content-note-${note}`}>
                  {safety(`contentNotes.${note}`)}
                </Text>
                <SegmentedControl
                  aria-labelledby={`content-note-${note}`}
                  size="sm"
                  data={modes}
                  value={
                    prefs.data.preferences.content_note_filters[note] ?? CONTENT_NOTE_DEFAULT_MODE
                  }
                  onChange={(value) => choose(note, value as ContentNoteMode)}
                />
              </Group>
            ))}
          </Stack>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
