import 'i18next';
import type { studioEn } from './locales/en';

// `t` takes the console's keys only, checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof studioEn };
  }
}
