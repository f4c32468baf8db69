import { defineTexts } from '../texts.ts';

/** The group area's texts (issue 34). */
export const groupTexts = defineTexts('group', {
  en: {},
  es: {},
  ar: {},
});
