import { defineTexts } from '../texts.ts';

/** The home area's texts (issue 34). */
export const homeTexts = defineTexts('home', {
  en: {},
  es: {},
  ar: {},
});
