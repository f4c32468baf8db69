import { useTexts } from '../../i18n/texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';

/**
 * A post's content-note field's texts, shared by the Select and the stand-in shown while it loads
 * (the safety area's, as a story's content-note field's are).
 */
export function useContentNoteField() {
  const { t } = useTexts(safetyTexts);
  return {
    label: t('noteField.label'),
    description: t('noteField.post'),
    placeholder: t('noteField.placeholder'),
  };
}
