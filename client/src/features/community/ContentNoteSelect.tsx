import { Select } from '@mantine/core';
import { CONTENT_NOTE_FIELD } from './content-note-texts.ts';
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
      {...CONTENT_NOTE_FIELD}
      data={OPTIONS}
      value={value}
      onChange={(note) => onChange(note as ContentNote | null)}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the content note' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
