import 'i18next';
import type { en } from './locales/en';
import type { en as account } from './locales/account/en';
import type { en as browse } from './locales/browse/en';
import type { en as guide } from './locales/guide/en';
import type { en as player } from './locales/player/en';
import type { en as recovery } from './locales/recovery/en';
import type { en as register } from './locales/register/en';
import type { en as reminders } from './locales/reminders/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The dictionary and the parts that load with their pages (i18n.ts, `loadTexts`).
    resources: {
      translation: typeof en &
        typeof account &
        typeof browse &
        typeof guide &
        typeof player &
        typeof register &
        typeof recovery &
        typeof reminders;
    };
  }
}
