/** The content-note field's texts, shared by the Select and the stand-in shown while it loads. */
export const CONTENT_NOTE_FIELD = {
  label: 'Content note',
  description: 'Optional. Readers see the post collapsed behind it unless they choose otherwise.',
  placeholder: 'None',
} as const;
