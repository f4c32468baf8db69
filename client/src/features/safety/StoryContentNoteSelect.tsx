import { Select, type SelectProps } from '@mantine/core';
import { CONTENT_NOTE_LABELS, CONTENT_NOTES } from '@hercircle/shared';

const OPTIONS = CONTENT_NOTES.map((note) => ({ value: note, label: CONTENT_NOTE_LABELS[note] }));

/**
 * A story's optional content note (the member's submission and the admin story form); it takes a
 * form field's props. Cleared, it is null: no note.
 */
export function StoryContentNoteSelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      label="Content note"
      description="Optional. Readers see the story collapsed behind it unless they choose otherwise."
      placeholder="None"
      data={OPTIONS}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the content note' }}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
