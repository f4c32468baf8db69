import { defineTexts } from '../texts.ts';

/** The settings area's texts (issue 34). */
export const settingsTexts = defineTexts('settings', {
  en: {},
  es: {},
  ar: {},
});
