// Every area's catalogues, for i18n.test.ts and the types of `t` (i18next.d.ts). Pages import their
// own area's file, so its texts load with the page.
import { homeTexts } from './home.ts';
import { groupTexts } from './group.ts';
import { settingsTexts } from './settings.ts';
import { accessibilityTexts } from './accessibility.ts';

export const AREAS = [homeTexts, groupTexts, settingsTexts, accessibilityTexts];

export interface AreaResources {
  home: (typeof homeTexts)['en'];
  group: (typeof groupTexts)['en'];
  settings: (typeof settingsTexts)['en'];
  accessibility: (typeof accessibilityTexts)['en'];
}
