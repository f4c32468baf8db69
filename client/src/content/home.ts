import type { Gradient } from './types.ts';

// Home's data. Its words are in i18n/areas/home.ts, in every language, under the same ids.

/** The hero's figures besides stories shared and members, which are counted (HeroStats). */
export const STATS = { countries: 150, satisfaction: 0.95 };

/** The quote carousel's members, in order: their words and roles are `quotes.<id>` texts. */
export const QUOTES = [
  { id: 'adaeze', author: 'Adaeze N.' },
  { id: 'marta', author: 'Marta K.' },
  { id: 'joanne', author: 'Joanne P.' },
  { id: 'rosa', author: 'Rosa M.' },
] as const;

/** The resource categories' cards: their titles and texts are `resources.<id>` texts. */
export const RESOURCE_CARDS = [
  { id: 'mentalHealth', emoji: '🧠', gradient: 'dusk' },
  { id: 'careerGrowth', emoji: '📈', gradient: 'plum' },
  { id: 'healthWellness', emoji: '🌿', gradient: 'sage' },
  { id: 'financialPlanning', emoji: '💰', gradient: 'apricot' },
] as const satisfies readonly { id: string; emoji: string; gradient: Gradient }[];

/** Where the browser does not offer to install the app, she adds the site herself: `appBanner.steps.<id>`. */
export const APP_INSTALL_STEPS = ['iphone', 'android', 'computer'] as const;
