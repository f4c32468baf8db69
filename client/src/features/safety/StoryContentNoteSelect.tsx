import { Select, type SelectProps } from '@mantine/core';
import { CONTENT_NOTES } from '@hercircle/shared';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

/**
 * A story's optional content note (the member's submission and the admin story form); it takes a
 * form field's props. Cleared, it is null: no note. It speaks the page's language (English in the
 * admin portal).
 */
export function StoryContentNoteSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = usePageTexts(safetyTexts);
  const { t: label } = usePageTexts(safetyLabelsTexts);
  const options = CONTENT_NOTES.map((note) => ({
    value: note,
    label: label(`contentNotes.${note}`),
  }));
  return (
    <Select
      label={t('noteField.label')}
      description={t('noteField.story')}
      placeholder={t('noteField.placeholder')}
      data={options}
      clearable
      clearButtonProps={{ 'aria-label': t('noteField.clear') }}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
