import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@marquee/contract';
import { storage } from '../storage/storage';
import type { Dictionary } from './locales/en';

/** The app's codes (`pt_BR`) as i18next and HTML tags (`pt-BR`). */
export function toI18nLanguage(code: LanguageCode): string {
  return code.replace('_', '-');
}

// Only the interface language's dictionary is downloaded, English included.
const loaders: Record<LanguageCode, () => Promise<Dictionary>> = {
  en: () => import('./locales/en').then((module) => module.en),
  pt: () => import('./locales/pt').then((module) => module.pt),
  pt_BR: () => import('./locales/pt-br').then((module) => module.ptBR),
};

/** The i18next instance, with no dictionary until `loadLanguage` brings in the stored one. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads a language's dictionary (once) and makes it the interface language. */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  const tag = toI18nLanguage(code);
  if (!i18n.hasResourceBundle(tag, 'translation')) {
    i18n.addResourceBundle(tag, 'translation', await loaders[code]());
  }
  document.documentElement.lang = tag;
  await i18n.changeLanguage(tag);
}

/** Switches the interface language and keeps the choice. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  storage.language.set(code);
  await loadLanguage(code);
}
