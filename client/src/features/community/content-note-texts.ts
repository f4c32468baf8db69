import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** The content-note field's texts, shared by the Select and the stand-in shown while it loads. */
export function useContentNoteField() {
  const { t } = useTexts(groupTexts);
  return {
    label: t('contentNote.label'),
    description: t('contentNote.description'),
    placeholder: t('contentNote.placeholder'),
  };
}
