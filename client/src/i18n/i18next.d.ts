import 'i18next';
import type { Catalog } from './en.ts';
import type { AreaResources } from './areas/index.ts';

// t('nav.home') is checked against the English catalogues: a key that does not exist fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog } & AreaResources;
  }
}
