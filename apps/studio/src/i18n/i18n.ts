import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@marquee/contract';
import type { StudioTexts } from './locales/en';

/** Where the console keeps the operator's language: apart from the subscriber app's. */
const STORAGE_KEY = 'marquee.studio.language';

/** The studio's texts and the server's, in one language. */
export interface Dictionary {
  studio: StudioTexts;
  /** The server's notices (the contract's notice-texts*.ts). */
  server: Record<string, string>;
}

// Only the interface language's texts are downloaded, English included.
const loaders: Record<LanguageCode, () => Promise<Dictionary>> = {
  en: () => import('./locales/en').then((module) => module.en),
  pt: () => import('./locales/pt').then((module) => module.pt),
  pt_BR: () => import('./locales/pt-br').then((module) => module.ptBR),
};

const isLanguage = (value: unknown): value is LanguageCode =>
  languageCodes.includes(value as LanguageCode);

function storedLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // No storage: the browser's language decides.
  }
  const browser = navigator.language.toLowerCase();
  if (browser === 'pt-br') return 'pt_BR';
  return browser.startsWith('pt') ? 'pt' : 'en';
}

/** The i18next instance of the console: the studio's texts under their keys. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

let language: LanguageCode = 'en';
let serverTexts: Record<string, string> | undefined;

/** The interface language, as the API's Accept-Language takes it. */
export const interfaceLanguage = (): LanguageCode => language;

/** The server's notices in the interface language; undefined until a language is loaded. */
export const serverTextTable = (): Record<string, string> | undefined => serverTexts;

/** Loads a language's texts and makes it the interface language (English if it cannot be had). */
export async function loadLanguage(code: LanguageCode = storedLanguage()): Promise<void> {
  const dictionary = await loaders[code]().catch(() => (code === 'en' ? undefined : null));
  if (dictionary === null) return loadLanguage('en');
  if (!dictionary) throw new Error('The English texts could not be loaded.');
  const tag = code.replace('_', '-');
  i18n.addResourceBundle(tag, 'translation', dictionary.studio, true, true);
  serverTexts = dictionary.server;
  language = code;
  document.documentElement.lang = tag;
  await i18n.changeLanguage(tag);
}

/** Switches the interface language and keeps the choice. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Kept for this page only.
  }
  await loadLanguage(code);
}
