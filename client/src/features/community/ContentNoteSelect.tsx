import { Select } from '@mantine/core';
import { CONTENT_NOTE_LABELS, CONTENT_NOTES, type ContentNote } from '@hercircle/shared/constants';

const OPTIONS = CONTENT_NOTES.map((note) => ({ value: note, label: CONTENT_NOTE_LABELS[note] }));

/** The optional content note of a post: readers see it collapsed behind the note by default. */
export function ContentNoteSelect({
  value,
  onChange,
}: {
  value: ContentNote | null;
  onChange: (note: ContentNote | null) => void;
}) {
  return (
    <Select
      label="Content note"
      description="Optional. Readers see the post collapsed behind it unless they choose otherwise."
      placeholder="None"
      data={OPTIONS}
      value={value}
      onChange={(note) => onChange(note as ContentNote | null)}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the content note' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
