import { Select } from '@mantine/core';
import { useContentNoteField } from './content-note-texts.ts';
import { CONTENT_NOTES, type ContentNote } from '@hercircle/shared/constants';
import { useTexts } from '../../i18n/texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

/** The optional content note of a post: readers see it collapsed behind the note by default. */
export function ContentNoteSelect({
  value,
  onChange,
}: {
  value: ContentNote | null;
  onChange: (note: ContentNote | null) => void;
}) {
  const { t } = useTexts(safetyTexts);
  const { t: label } = useTexts(safetyLabelsTexts);
  const field = useContentNoteField();
  const options = CONTENT_NOTES.map((note) => ({
    value: note,
    label: label(`contentNotes.${note}`),
  }));
  return (
    <Select
      {...field}
      data={options}
      value={value}
      onChange={(note) => onChange(note as ContentNote | null)}
      clearable
      clearButtonProps={{ 'aria-label': t('noteField.clear') }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
