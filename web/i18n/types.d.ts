// Typed keys: t('actions.step') is checked against en.ts, so a typo in a key fails `tsc`.
import 'i18next';
import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
