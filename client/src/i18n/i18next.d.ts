import 'i18next';
import type { Catalog } from './en.ts';

// t('nav.home') is checked against the English catalogue: a key that does not exist fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
